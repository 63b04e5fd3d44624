// swift-tools-version:6.2
import Foundation
import PackageDescription

/// Settings every target of ours shares: Swift 6 language mode (the tools-version default) plus the
/// upcoming features that keep existentials and imports explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The client kits an app imports, and the only packages they use.
let kitProducts: [Product] = [
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
    .library(name: "OpenMarketAPI", targets: ["OpenMarketAPI"]),
    .library(name: "MyBizAPI", targets: ["MyBizAPI"]),
    .library(name: "MyBizKit", targets: ["MyBizKit"]),
    .library(name: "Analytics", targets: ["Analytics"]),
    .library(name: "AnalyticsTesting", targets: ["AnalyticsTesting"]),
    .library(name: "ImageFormats", targets: ["ImageFormats"]),
    .library(name: "ToDoKit", targets: ["ToDoKit"]),
    .library(name: "ToDoAccountKit", targets: ["ToDoAccountKit"]),
    .library(name: "ISODates", targets: ["ISODates"]),
    .library(name: "ICalendar", targets: ["ICalendar"]),
    .library(name: "Money", targets: ["Money"]),
    .library(name: "AppFolders", targets: ["AppFolders"]),
    .library(name: "Locks", targets: ["Locks"]),
    .library(name: "OpenMarketKit", targets: ["OpenMarketKit"]),
]

let kitDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
]

let kitTargets: [Target] = [
    .target(
        name: "Networking",
        dependencies: [
            "Locks",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "NetworkingTesting",
        dependencies: [
            "Networking",
            "Locks",
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "ImageFormats",
        swiftSettings: strictSettings
    ),
    .target(
        name: "Locks",
        swiftSettings: strictSettings
    ),
    .target(
        name: "JSONDiagnostics",
        swiftSettings: strictSettings
    ),
    .target(
        name: "ISODates",
        swiftSettings: strictSettings
    ),
    .target(
        name: "ICalendar",
        swiftSettings: strictSettings
    ),
    .target(
        name: "AppFolders",
        swiftSettings: strictSettings
    ),
    .target(
        name: "ToDoKit",
        dependencies: ["AppFolders", "ISODates", "JSONDiagnostics", "Locks"],
        swiftSettings: strictSettings
    ),
    .target(
        name: "ToDoAccountKit",
        dependencies: ["ToDoKit", "Networking"],
        swiftSettings: strictSettings
    ),
    .target(
        name: "Money",
        swiftSettings: strictSettings
    ),
    .target(
        name: "OpenMarketAPI",
        swiftSettings: strictSettings
    ),
    .target(
        name: "MyBizAPI",
        dependencies: ["ISODates", "Money"],
        swiftSettings: strictSettings
    ),
    .target(
        name: "Analytics",
        dependencies: ["Locks", "MyBizAPI", .product(name: "Logging", package: "swift-log")],
        swiftSettings: strictSettings
    ),
    .target(
        name: "AnalyticsTesting",
        dependencies: ["Analytics", "Locks"],
        swiftSettings: strictSettings
    ),
    .target(
        name: "MyBizKit",
        dependencies: [
            "MyBizAPI", "Networking", "Analytics", "AppFolders", "Locks",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "OpenMarketKit",
        dependencies: ["Networking", "OpenMarketAPI", "ImageFormats", "Locks"],
        swiftSettings: strictSettings
    ),
]

/// The kits' tests: they build from the kits' manifest alone, as an Apple platform runs them.
let kitTestTargets: [Target] = [
    .target(
        name: "TestSupport",
        dependencies: [
            "Locks", "ImageFormats", "Networking", .product(name: "Logging", package: "swift-log"),
        ],
        path: "Tests/TestSupport",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "NetworkingTests",
        dependencies: [
            "Locks",
            "Networking",
            "NetworkingTesting",
            "TestSupport",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "OpenMarketAPITests",
        dependencies: ["OpenMarketAPI", "TestSupport"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "MoneyTests",
        dependencies: ["Money"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "MyBizAPITests",
        dependencies: ["MyBizAPI"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "LocksTests",
        dependencies: ["Locks"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ISODatesTests",
        dependencies: ["ISODates"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ICalendarTests",
        dependencies: ["ICalendar"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "JSONDiagnosticsTests",
        dependencies: ["JSONDiagnostics"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "AppFoldersTests",
        dependencies: ["AppFolders"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ToDoKitTests",
        dependencies: ["ToDoKit"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ToDoAccountKitTests",
        dependencies: [
            "ToDoAccountKit", "ToDoKit", "Networking", "NetworkingTesting",
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "AnalyticsTests",
        dependencies: [
            "Locks",
            "Analytics", "AnalyticsTesting", "MyBizAPI", "Networking", "NetworkingTesting", "TestSupport",
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "MyBizKitTests",
        dependencies: [
            "MyBizKit", "MyBizAPI", "Analytics", "Networking", "NetworkingTesting",
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "OpenMarketKitTests",
        dependencies: [
            "Locks",
            "OpenMarketKit",
            "OpenMarketAPI",
            "Networking",
            "NetworkingTesting",
            "ImageFormats",
            "TestSupport",
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
]

/// Where the server is built: hummingbird-auth requires iOS 17 and tvOS 17, above the kits' platforms,
/// so the server's targets take it only where a server runs.
let serverPlatforms = TargetDependencyCondition.when(platforms: [Platform.linux, Platform.macOS] as [Platform])

/// The server, the CLI and their tests, built beside the kits from the same repository.
let serverProducts: [Product] = [
    .library(name: "NetworkingAsyncHTTPClient", targets: ["NetworkingAsyncHTTPClient"]),
    .library(name: "Imaging", targets: ["Imaging"]),
    .library(name: "OpenMarketKitImaging", targets: ["OpenMarketKitImaging"]),
    .library(name: "APIDocuments", targets: ["APIDocuments"]),
    .library(name: "ServerObservability", targets: ["ServerObservability"]),
    .library(name: "ServerDatabase", targets: ["ServerDatabase"]),
    .library(name: "ServerSecurity", targets: ["ServerSecurity"]),
    .library(name: "ServerHTTP", targets: ["ServerHTTP"]),
    .library(name: "WebPages", targets: ["WebPages"]),
    .library(name: "DemoContent", targets: ["DemoContent"]),
    .library(name: "OpenMarketServer", targets: ["OpenMarketServer"]),
    .library(name: "MyBizServer", targets: ["MyBizServer"]),
    .library(name: "AnalyticsServer", targets: ["AnalyticsServer"]),
    .library(name: "ToDoServer", targets: ["ToDoServer"]),
    .library(name: "Server", targets: ["Server"]),
    .executable(name: "mybiz", targets: ["mybiz"]),
]

let serverDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-configuration.git", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
    .package(url: "https://github.com/JohnSundell/Ink.git", from: "0.6.0"),
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    .package(url: "https://github.com/vapor/async-kit.git", from: "1.22.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    .package(url: "https://github.com/vapor/postgres-kit.git", from: "2.17.0"),
    .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    .package(url: "https://github.com/vapor/sql-kit.git", from: "3.36.0"),
    .package(url: "https://github.com/vapor/sqlite-kit.git", from: "4.5.2"),
    .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
]

let serverTargets: [Target] = [
    .target(
        name: "NetworkingAsyncHTTPClient",
        dependencies: [
            "Networking",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ],
        swiftSettings: strictSettings
    ),
    .systemLibrary(
        name: "CJPEG",
        pkgConfig: "libjpeg",
        providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
    ),
    .systemLibrary(
        name: "CPNG",
        pkgConfig: "libpng16",
        providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .target(
        name: "CImagingCodecs",
        dependencies: ["CJPEG", "CPNG"]
    ),
    .target(
        name: "Imaging",
        dependencies: ["CImagingCodecs", "ImageFormats", "Locks"],
        swiftSettings: strictSettings
    ),
    .target(
        name: "OpenMarketKitImaging",
        dependencies: ["OpenMarketKit", "Imaging", "ImageFormats"],
        swiftSettings: strictSettings
    ),
    .executableTarget(
        name: "EmbedFiles",
        swiftSettings: strictSettings
    ),
    .plugin(
        name: "EmbedAPIDocuments",
        capability: .buildTool(),
        dependencies: ["EmbedFiles"]
    ),
    .plugin(
        name: "EmbedResources",
        capability: .buildTool(),
        dependencies: ["EmbedFiles"]
    ),
    .target(
        name: "APIDocuments",
        swiftSettings: strictSettings,
        plugins: ["EmbedAPIDocuments"]
    ),
    .target(
        name: "ServerObservability",
        dependencies: [
            .product(name: "CoreMetrics", package: "swift-metrics"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "ServerDatabase",
        dependencies: [
            "ServerObservability",
            .product(name: "AsyncKit", package: "async-kit"),
            .product(name: "CoreMetrics", package: "swift-metrics"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "PostgresKit", package: "postgres-kit"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
            .product(name: "SQLiteKit", package: "sqlite-kit"),
            .product(name: "SQLiteNIO", package: "sqlite-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "ServerSecurity",
        dependencies: [
            "ServerDatabase",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "HummingbirdBcrypt", package: "hummingbird-auth", condition: serverPlatforms),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "ServerHTTP",
        dependencies: [
            "JSONDiagnostics", "ServerDatabase", "ServerObservability", "ServerSecurity",
            .product(name: "CompressNIO", package: "compress-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "WebPages",
        dependencies: [
            "ServerDatabase", "ServerSecurity", "ServerHTTP",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Mustache", package: "swift-mustache"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
        ],
        exclude: ["Resources"],
        swiftSettings: strictSettings,
        plugins: ["EmbedResources"]
    ),
    .target(
        name: "OpenMarketServer",
        dependencies: [
            "ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP",
            "WebPages", "Locks", "Money",
            "OpenMarketAPI",
            "Imaging", "ImageFormats",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        exclude: ["Resources"],
        swiftSettings: strictSettings,
        plugins: ["EmbedResources"]
    ),
    .target(
        name: "MyBizServer",
        dependencies: [
            "ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP",
            "JSONDiagnostics",
            "WebPages", "Money",
            "MyBizAPI",
            "Locks", "ICalendar",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdAuth", package: "hummingbird-auth", condition: serverPlatforms),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Mustache", package: "swift-mustache"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        exclude: ["Resources"],
        swiftSettings: strictSettings,
        plugins: ["EmbedResources"]
    ),
    .target(
        name: "AnalyticsServer",
        dependencies: [
            "ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP",
            "WebPages",
            "MyBizAPI",
            "Locks",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        exclude: ["Resources"],
        swiftSettings: strictSettings,
        plugins: ["EmbedResources"]
    ),
    .target(
        name: "ToDoServer",
        dependencies: [
            "ISODates", "JSONDiagnostics", "Locks", "ServerDatabase", "ServerHTTP", "ServerSecurity",
            "WebPages", "ICalendar",
            "ToDoKit",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        exclude: ["Resources"],
        swiftSettings: strictSettings,
        plugins: ["EmbedResources"]
    ),
    .target(
        name: "DemoContent",
        dependencies: [
            "OpenMarketServer", "OpenMarketAPI", "MyBizServer", "MyBizAPI",
            .product(name: "Logging", package: "swift-log"),
        ],
        exclude: ["Resources"],
        swiftSettings: strictSettings,
        plugins: ["EmbedResources"]
    ),
    .target(
        name: "Server",
        dependencies: [
            "APIDocuments",
            "DemoContent",
            "ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP",
            "WebPages",
            "OpenMarketAPI",
            "OpenMarketServer",
            "MyBizAPI",
            "MyBizServer",
            "AnalyticsServer",
            "ToDoServer",
            .product(name: "Configuration", package: "swift-configuration"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Ink", package: "Ink"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Yams", package: "Yams"),
        ],
        exclude: ["Resources"],
        swiftSettings: strictSettings,
        plugins: ["EmbedResources"]
    ),
    .executableTarget(
        name: "mybiz",
        dependencies: [
            "Server", "Money",
            "DemoContent",
            "ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP",
            "OpenMarketServer",
            "OpenMarketKit",
            "OpenMarketKitImaging",
            "MyBizKit",
            "MyBizAPI",
            "Analytics",
            "ToDoKit",
            "ToDoAccountKit",
            "AppFolders",
            "Networking",
            "NetworkingAsyncHTTPClient",
            "OpenMarketAPI",
            "Imaging", "ImageFormats",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "NetworkingIntegrationTests",
        dependencies: [
            "Locks",
            "Networking",
            "NetworkingAsyncHTTPClient",
            "NetworkingTesting",
            "TestSupport",
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ImagingTests",
        dependencies: ["ImagingTestSupport", "Imaging", "ImageFormats", "TestSupport"],
        swiftSettings: strictSettings
    ),
    .target(
        name: "ServerTestSupport",
        dependencies: [
            "ServerDatabase", "MyBizAPI", "Locks", "WebPages",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "PostgresKit", package: "postgres-kit"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        path: "Tests/ServerTestSupport",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ServerObservabilityTests",
        dependencies: [
            "Locks", "ServerObservability",
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ServerDatabaseTests",
        dependencies: [
            "ServerDatabase", "ServerTestSupport",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ServerSecurityTests",
        dependencies: [
            "ServerSecurity"
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ServerHTTPTests",
        dependencies: [
            "Locks", "ServerDatabase", "ServerHTTP", "ServerSecurity",
            .product(name: "CompressNIO", package: "compress-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "WebPagesTests",
        dependencies: [
            "WebPages", "ServerHTTP", "ServerTestSupport",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "OpenMarketServerTests",
        dependencies: [
            "ImagingTestSupport",
            "OpenMarketServer", "OpenMarketAPI", "ServerObservability", "ServerDatabase", "ServerSecurity",
            "ServerHTTP", "WebPages", "ServerTestSupport", "TestSupport",
            "Imaging", "ImageFormats", "Locks",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "MyBizTestSupport",
        dependencies: [
            "MyBizServer", "AnalyticsServer", "MyBizAPI", "ServerDatabase", "ServerHTTP", "ServerSecurity",
            "ServerTestSupport", "WebPages",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Tests/MyBizTestSupport",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "MyBizServerTests",
        dependencies: [
            "AnalyticsServer", "MyBizServer", "MyBizTestSupport", "MyBizAPI", "ServerDatabase", "ServerSecurity",
            "ServerHTTP", "WebPages",
            "ServerTestSupport", "TestSupport", "Locks", "ICalendar",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "AnalyticsServerTests",
        dependencies: [
            "AnalyticsServer", "MyBizServer", "MyBizTestSupport", "MyBizAPI", "ServerDatabase", "ServerSecurity",
            "ServerHTTP", "WebPages",
            "ServerTestSupport", "TestSupport", "Locks",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ToDoServerTests",
        dependencies: [
            "ToDoServer", "ToDoKit", "ServerDatabase", "ServerHTTP", "WebPages", "ServerTestSupport", "ICalendar",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "SQLKit", package: "sql-kit"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "DemoContentTests",
        dependencies: [
            "DemoContent", "OpenMarketServer", "MyBizServer", "MyBizAPI", "OpenMarketAPI", "ImageFormats",
            "ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP", "ServerTestSupport",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ServerTests",
        dependencies: [
            "ImagingTestSupport",
            "Locks",
            "APIDocuments",
            "Server",
            "ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP",
            "WebPages",
            "OpenMarketServer",
            "AnalyticsServer", "MyBizServer",
            "ToDoServer",
            "DemoContent",
            "ToDoKit",
            "ToDoAccountKit",
            "Imaging", "ImageFormats",
            "OpenMarketAPI",
            "MyBizAPI",
            "OpenMarketKit",
            "OpenMarketKitImaging",
            "Networking",
            "NetworkingAsyncHTTPClient",
            "TestSupport",
            "ServerTestSupport",
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
            .product(name: "PostgresKit", package: "postgres-kit"),
            .product(name: "SQLKit", package: "sql-kit"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "HummingbirdBcrypt", package: "hummingbird-auth", condition: serverPlatforms),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Configuration", package: "swift-configuration"),
            .product(name: "Yams", package: "Yams"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "MyBizCLITests",
        dependencies: [
            "ImagingTestSupport",
            "Locks",
            "mybiz", "Imaging", "ImageFormats", "Networking", "OpenMarketAPI", "Server", "ServerObservability",
            "ServerDatabase",
            "ServerSecurity", "ServerHTTP", "ServerTestSupport",
            "DemoContent", "OpenMarketServer", "MyBizServer", "MyBizAPI", "WebPages",
            "TestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "SQLKit", package: "sql-kit"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ContractTests",
        dependencies: [
            "APIDocuments",
            "Analytics",
            "MyBizAPI",
            "MyBizKit",
            "Networking",
            "NetworkingTesting",
            "OpenMarketAPI",
            "OpenMarketKit",
            "ToDoAccountKit",
            "ToDoKit",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Yams", package: "Yams"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "ImagingTestSupport",
        dependencies: ["Imaging", "TestSupport"],
        path: "Tests/ImagingTestSupport",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "OpenMarketKitImagingTests",
        dependencies: [
            "OpenMarketKit", "OpenMarketKitImaging", "OpenMarketAPI", "Networking", "NetworkingTesting", "Imaging",
            "ImageFormats", "ImagingTestSupport", "TestSupport",
        ],
        swiftSettings: strictSettings
    ),
]

/// Whether SwiftPM reads this manifest for a package that depends on this one — an app adding the
/// kits by URL — rather than for a clone of the repository. SwiftPM reads a dependency's manifest
/// first from its repository cache while resolving (the directory is then the root, "/"), then from
/// its checkout: `.build/checkouts/<name>`, Xcode's `SourcePackages/checkouts/<name>`, or another
/// `checkouts` folder whose files SwiftPM made read-only. The app then sees the kits and their two
/// packages only; `MYBIZ_KITS_ONLY=1` shows a clone the same view.
let readAsADependency: Bool = {
    if Context.environment["MYBIZ_KITS_ONLY"] == "1" { return true }
    let directories = Context.packageDirectory.split(separator: "/")
    guard !directories.isEmpty else { return true }
    guard directories.count >= 2, directories[directories.count - 2] == "checkouts" else { return false }
    let grandparent = directories.dropLast(2).last
    let manifest = Context.packageDirectory + "/Package.swift"
    let permissions = (try? FileManager.default.attributesOfItem(atPath: manifest))?[.posixPermissions] as? Int
    return grandparent == ".build" || grandparent == "SourcePackages" || permissions.map { $0 & 0o222 == 0 } == true
}()

let package = Package(
    name: "MyBiz",
    // The kits' floor (`.ci/check-client-products.sh` keeps it so).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: kitProducts,
    dependencies: kitDependencies,
    targets: kitTargets + kitTestTargets
)

if !readAsADependency {
    // hummingbird-auth 2.5 requires macOS 14, and SwiftPM checks every target of a package against
    // its platforms line.
    package.platforms = [.macOS(.v14), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)]
    package.products += serverProducts
    package.dependencies += serverDependencies
    package.targets += serverTargets
}
