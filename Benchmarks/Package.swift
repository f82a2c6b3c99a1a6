// swift-tools-version: 6.1
// A package of its own, so the main package's `swift build` and `swift test` never build
// the benchmarks nor resolve ordo-one/benchmark. Run from this folder:
//     swift package --disable-sandbox benchmark
import PackageDescription

let package = Package(
    name: "ResponderSandboxBenchmarks",
    dependencies: [
        // `name:` lets the product be found whatever the checkout's folder is called (the
        // identity of a path package is otherwise its folder's name, "main" here).
        .package(name: "ResponderSandbox", path: ".."),
        // Explicit traits: the interposer gives mallocCountTotal on Linux; leaving the default
        // traits on would also ask for swift-runtime-interposer, which is not available here.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "DeliveryBenchmarks",
            dependencies: [
                .product(name: "ResponderCore", package: "ResponderSandbox"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DeliveryBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
