// swift-tools-version:6.2
import PackageDescription

/// Benchmarks of the MyBiz package, run by hand: `swift run -c release NetworkingBenchmark`, and the
/// bare Hummingbird app `stack-overhead.sh` measures the server against.
/// Figures and the machine they were measured on are in README.md.
let package = Package(
    name: "MyBizBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "MyBiz", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    ],
    targets: [
        .executableTarget(
            name: "NetworkingBenchmark",
            dependencies: [
                .product(name: "Networking", package: "MyBiz"),
                .product(name: "NetworkingAsyncHTTPClient", package: "MyBiz"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .executableTarget(
            name: "BareHummingbird",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ]
)
