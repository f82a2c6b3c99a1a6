// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ResponderSandbox",
    products: [
        .executable(name: "responder-sandbox", targets: ["ResponderSandboxCLI"]),
        .library(name: "ResponderCore", targets: ["ResponderCore"]),
        .library(name: "SandboxScenes", targets: ["SandboxScenes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // UIKit's event delivery in plain Swift: no SDL, no rendering, no I/O.
        .target(name: "ResponderCore"),
        // Scene files, events files and the lessons: text in, live core objects out.
        .target(
            name: "SandboxScenes",
            dependencies: ["ResponderCore", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "ResponderSandboxCLI",
            dependencies: [
                "ResponderCore", "SandboxScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ResponderCoreTests", dependencies: ["ResponderCore"]),
        // Depends on the executable only so that `swift test` builds the binary it runs.
        .testTarget(name: "CLITests", dependencies: ["ResponderSandboxCLI"]),
        .testTarget(
            name: "SandboxScenesTests",
            dependencies: ["SandboxScenes", "ResponderCore"],
            resources: [.copy("Golden"), .copy("BrokenFiles")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
