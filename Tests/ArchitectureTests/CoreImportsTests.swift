import Foundation
import Testing

/// The core stays Foundation-only (DESIGN.md), so an iOS app can import it unchanged.
@Suite("Architecture")
struct CoreImportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What each core module may import: Foundation, and core modules below it.
    static let allowed: [String: Set<String>] = [
        "Localization": ["Foundation"],
        "Geo": ["Foundation"],
        "OpeningHours": ["Foundation", "Localization"],
        "Model": ["Foundation", "Geo", "OpeningHours", "Localization"],
        "Routing": ["Foundation", "Geo", "Localization"],
        "Finder": ["Foundation", "Geo", "OpeningHours", "Model", "Routing", "Localization"],
        "Community": ["Foundation", "Model", "OpeningHours", "Localization"],
        "Achievements": ["Foundation"],
    ]

    /// Every `import X` in a Swift file, however it is decorated (`@testable`, `public`, `struct`…).
    static func imports(in text: String) -> Set<String> {
        let pattern = #"^\s*(?:@\w+\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex?.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        } ?? [])
    }

    @Test("the import scanner sees decorated imports")
    func scanner() {
        #expect(Self.imports(in: "import Foundation\n@testable import GRDB\n  public import struct NIO.ByteBuffer\n// import Hidden") == ["Foundation", "GRDB", "NIO"])
    }

    @Test("every core module imports only Foundation and core modules below it")
    func coreIsFoundationOnly() throws {
        var checked = 0
        for (module, allowed) in Self.allowed {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let found = Self.imports(in: try String(contentsOf: file, encoding: .utf8))
                #expect(found.isSubset(of: allowed), "\(module)/\(file.lastPathComponent) imports \(found.subtracting(allowed).sorted())")
                checked += 1
            }
        }
        #expect(checked > 10)
    }
}
