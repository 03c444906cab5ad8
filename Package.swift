// swift-tools-version:6.0
import PackageDescription

/// ToiletNow: one package. The core (Geo, OpeningHours, Model) imports Foundation only,
/// so an iOS app can depend on those library products unchanged. See DESIGN.md.
let package = Package(
    name: "ToiletNow",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "Geo", targets: ["Geo"]),
        .library(name: "OpeningHours", targets: ["OpeningHours"]),
        .library(name: "Model", targets: ["Model"]),
        .library(name: "Routing", targets: ["Routing"]),
        .library(name: "Finder", targets: ["Finder"]),
        .library(name: "Community", targets: ["Community"]),
        .library(name: "Achievements", targets: ["Achievements"]),
        .executable(name: "toiletnow", targets: ["toiletnow"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/mattpolzin/OpenAPIKit.git", from: "6.4.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/yaslab/CSV.swift.git", from: "2.5.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        // MARK: core (Foundation only)
        .target(name: "Localization"),
        .target(name: "Geo"),
        .target(name: "OpeningHours", dependencies: ["Localization"]),
        .target(name: "Model", dependencies: ["Geo", "OpeningHours", "Localization"]),
        .target(name: "Routing", dependencies: ["Geo", "Localization"]),
        .target(name: "Finder", dependencies: ["Geo", "OpeningHours", "Model", "Routing", "Localization"]),
        .target(name: "Community", dependencies: ["Model", "OpeningHours", "Localization"]),
        .target(name: "Achievements"),

        // MARK: edges
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "OSMReader", dependencies: ["CZlib"]),
        .target(name: "RegionGenerator", dependencies: ["OSMReader"]),
        .target(name: "Import", dependencies: ["Model", "Geo", "OpeningHours", "Routing", "OSMReader",
                                               .product(name: "CSV", package: "CSV.swift")]),
        .target(name: "Store", dependencies: ["Model", "Geo", "Community", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "StoreSQLite", dependencies: ["Store", "Model", "Community", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "StorePostgres", dependencies: [
            "Store", "Model", "Geo", "Community",
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
        ], resources: [.copy("Migrations")]),
        .target(name: "Server", dependencies: [
            "Store", "Model", "Geo", "OpeningHours", "Routing", "Finder", "Community", "Achievements", "Localization",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
        ], resources: [.copy("Resources/openapi.json")]),
        .executableTarget(name: "toiletnow", dependencies: [
            "Server", "Import", "Store", "StoreSQLite", "StorePostgres", "Community", "OpeningHours", "Routing", "Finder", "RegionGenerator", "Achievements",
            "Localization",
            .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ]),

        // MARK: tests
        .target(name: "TestSupport", dependencies: ["Model", "Geo", "Routing"], path: "Tests/TestSupport"),
        .testTarget(name: "GeoTests", dependencies: ["Geo", "TestSupport"]),
        .testTarget(name: "OpeningHoursTests", dependencies: ["OpeningHours"], exclude: [
            "Oracle/reference-suite.jsonl", "Oracle/realworld-values.txt", "Oracle/edge-cases.md", "Oracle/known-differences.tsv",
        ]),
        .testTarget(name: "FinderTests", dependencies: ["Finder", "Routing", "Model", "Geo", "OpeningHours", "Import", "OSMReader", "TestSupport"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "Geo", "Import", "OSMReader", "RegionGenerator", "TestSupport"]),
        .testTarget(name: "OSMReaderTests", dependencies: ["OSMReader"]),
        .testTarget(name: "ModelTests", dependencies: ["Model", "Localization", "TestSupport"]),
        .testTarget(name: "ImportTests", dependencies: ["Import", "Model", "Store", "StoreSQLite", "TestSupport"]),
        .testTarget(name: "StoreTests", dependencies: [
            "Store", "StoreSQLite", "StorePostgres", "Model", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .testTarget(name: "ServerTests", dependencies: [
            "Server", "Store", "StoreSQLite", "Import", "Model", "Community", "Finder", "Localization", "TestSupport",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "OpenAPIKit", package: "OpenAPIKit"),
        ]),
        .testTarget(name: "CLITests", dependencies: ["toiletnow", "Store", "StoreSQLite", "StorePostgres", "Model", "Geo", "Community", "Finder", "Achievements", "TestSupport"]),
        .testTarget(name: "RegionGeneratorTests", dependencies: ["RegionGenerator", "OSMReader", "Import", "OpeningHours", "Model", "Routing"]),
        .testTarget(name: "CommunityTests", dependencies: ["Community", "Model", "TestSupport"]),
        .testTarget(name: "AchievementsTests", dependencies: ["Achievements"]),
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Geo", "OpeningHours", "Routing", "Finder", "Model", "Community", "Server"]),
    ]
)
