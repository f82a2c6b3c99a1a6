// swift-tools-version:6.0
import PackageDescription

// SDL2, SDL2_ttf and SDL2_image (Debian's libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev,
// Homebrew's sdl2 sdl2_ttf sdl2_image).
#if os(Linux)
// Debian's headers and libraries are on the compiler's default paths (the shim includes
// <SDL2/SDL.h>). Asking pkg-config would add sdl2's -D_REENTRANT, which SwiftPM refuses with
// a warning in every package that depends on this one, ResponderCore's users included.
let sdl = Target.systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])])
#else
// Homebrew's prefix is not on the default paths: pkg-config knows it.
let sdl = Target.systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.brew(["sdl2", "sdl2_ttf", "sdl2_image"])])
#endif

let package = Package(
    name: "ResponderSandbox",
    // Written for macOS 13 and later with Homebrew as well as for Debian 12, but built and
    // tested on Debian 12 only.
    // iOS only for the capture library an app's debug build links (Capture/).
    platforms: [.macOS(.v13), .iOS(.v13)],
    products: [
        .executable(name: "responder-sandbox", targets: ["ResponderSandboxCLI"]),
        .library(name: "ResponderCore", targets: ["ResponderCore"]),
        .library(name: "SandboxScenes", targets: ["SandboxScenes"]),
        .library(name: "SandboxStage", targets: ["SandboxStage"]),
        // For the benchmarks package (Benchmarks/), which draws frames headless.
        .library(name: "SandboxPlatform", targets: ["SandboxPlatform"]),
        // The one-file capture an app's debug build runs (docs/capture.md).
        .library(name: "ResponderSandboxCapture", targets: ["ResponderSandboxCapture"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target ResponderCore` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // UIKit's event delivery in plain Swift: no SDL, no rendering, no I/O.
        .target(name: "ResponderCore"),
        // libyaml (Debian's libyaml-dev, Homebrew's libyaml): the scene loader reads its event stream directly.
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // Capture/ResponderSandboxCapture.swift: UIKit in an app, the core's model of it elsewhere.
        .target(
            name: "ResponderSandboxCapture",
            dependencies: [.target(name: "ResponderCore", condition: .when(platforms: [.macOS, .linux]))],
            path: "Capture"
        ),
        // Scene files, events files and the lessons: text in, live core objects out.
        .target(name: "SandboxScenes", dependencies: ["ResponderCore", "CLibYAML"]),
        // What the window shows and how its controls behave, as data: no SDL here either.
        .target(name: "SandboxStage", dependencies: ["ResponderCore", "SandboxScenes"]),
        sdl,
        // The thin platform: window, renderer, fonts, input, PNG export.
        .target(name: "SandboxPlatform", dependencies: ["CSDL2", "SandboxStage", "SandboxScenes", "ResponderCore"]),
        .executableTarget(
            name: "ResponderSandboxCLI",
            dependencies: [
                "ResponderCore", "SandboxScenes", "SandboxStage", "SandboxPlatform", "ResponderSandboxCapture",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The reproducible random generator the random tests share.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .testTarget(name: "ResponderCoreTests", dependencies: ["ResponderCore", "SeededRandom"]),
        .testTarget(name: "SandboxStageTests", dependencies: ["SandboxStage", "SandboxScenes", "ResponderCore", "SeededRandom"]),
        .testTarget(
            name: "SandboxPlatformTests",
            dependencies: ["SandboxPlatform", "SandboxStage", "SandboxScenes", "ResponderCore", "CSDL2"],
            exclude: ["Golden"]
        ),
        // Depends on the executable only so that `swift test` builds the binary it runs.
        .testTarget(name: "CLITests", dependencies: ["ResponderSandboxCLI"]),
        .testTarget(
            name: "SandboxScenesTests",
            dependencies: ["SandboxScenes", "ResponderCore", "SeededRandom", "ResponderSandboxCapture"],
            resources: [.copy("Golden"), .copy("BrokenFiles")]
        ),
    ],
    swiftLanguageModes: [.v5]
)

// scripts/fuzz's libFuzzer target over the scene, events, IMU and dump parsers and the stage
// (a scene tapped and drawn), built only when
// that script asks for it (with -sanitize=fuzzer, which an ordinary build cannot link).
if Context.environment["RESPONDER_SANDBOX_FUZZ"] == "1" {
    package.products.append(.executable(name: "responder-sandbox-fuzz", targets: ["ResponderSandboxFuzz"]))
    package.targets.append(.executableTarget(name: "ResponderSandboxFuzz", dependencies: ["ResponderCore", "SandboxScenes", "SandboxStage"], path: "Fuzz/Sources"))
}
