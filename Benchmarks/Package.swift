// swift-tools-version: 6.1
// A package of its own, so the main package's `swift build` and `swift test` never build
// the benchmarks nor resolve ordo-one/benchmark. Run everything from the repository's root:
//     Benchmarks/run
import PackageDescription

/// A benchmark target: the tool finds executables under Benchmarks/ that use its plugin.
func benchmarkTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: dependencies + [.product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let core = Target.Dependency.product(name: "ResponderCore", package: "ResponderSandbox")
let scenes = Target.Dependency.product(name: "SandboxScenes", package: "ResponderSandbox")
let stage = Target.Dependency.product(name: "SandboxStage", package: "ResponderSandbox")
let platform = Target.Dependency.product(name: "SandboxPlatform", package: "ResponderSandbox")

let package = Package(
    name: "ResponderSandboxBenchmarks",
    products: [
        .executable(name: "bare-sdl-window", targets: ["BareSDLWindow"]),
    ],
    dependencies: [
        // `name:` lets the product be found whatever the checkout's folder is called (the
        // identity of a path package is otherwise its folder's name, "main" here).
        .package(name: "ResponderSandbox", path: ".."),
        // Explicit traits: the interposer gives mallocCountTotal on Linux; leaving the default
        // traits on would also ask for swift-runtime-interposer, which is not available here.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmarkTarget("DeliveryBenchmarks", [core]),
        benchmarkTarget("FrameBenchmarks", [core, scenes, stage, platform]),
        benchmarkTarget("MotionBenchmarks", [core, scenes]),
        benchmarkTarget("TraceBenchmarks", [core, scenes]),
        benchmarkTarget("AppBenchmarks", []),
        // The start-up baseline: opens a window, presents one frame, quits; SDL2 and nothing of ours.
        .systemLibrary(name: "BareSDL", path: "Baselines/BareSDL", pkgConfig: "sdl2"),
        .executableTarget(name: "BareSDLWindow", dependencies: ["BareSDL"], path: "Baselines/BareSDLWindow"),
    ],
    swiftLanguageModes: [.v5]
)
