import Foundation
import Store
import Testing
import TestSupport

@Suite("Device tokens")
struct DeviceTokenTests {
    @Test("issued tokens are 43 base64url characters, well formed, and all different")
    func issue() {
        var random = SeededRandom(seed: 9)
        let tokens = (0..<1_000).map { _ in DeviceToken.issue(using: &random) }
        #expect(tokens.allSatisfy { $0.count == DeviceToken.length && DeviceToken.isWellFormed($0) })
        #expect(Set(tokens).count == tokens.count)
        #expect(DeviceToken.isWellFormed(DeviceToken.issue()))
    }

    @Test("anything but 43 base64url characters is not a token", arguments: [
        "", "short", String(repeating: "a", count: 42), String(repeating: "a", count: 44), String(repeating: "a", count: 42) + "=",
        String(repeating: "a", count: 42) + "+", String(repeating: "é", count: 43), String(repeating: "a", count: 42) + " ",
    ])
    func malformed(text: String) {
        #expect(!DeviceToken.isWellFormed(text))
    }

    @Test("the stored hash is SHA-256 in hex (FIPS 180-2 test vectors)")
    func hash() {
        #expect(DeviceToken.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(DeviceToken.hash("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
