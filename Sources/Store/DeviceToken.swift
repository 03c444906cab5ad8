import Crypto
import Foundation

/// A device's secret token: 32 random bytes, base64url without padding (43 characters). The
/// device keeps it and sends it with every write; the store keeps only its SHA-256, so a copy of
/// the database cannot write as anyone.
public enum DeviceToken {
    /// The length of every token.
    public static let length = 43

    /// A new token from `random` (the system's in production, a seeded one in tests).
    public static func issue<R: RandomNumberGenerator>(using random: inout R) -> String {
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &random) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A new token from the system's random source.
    public static func issue() -> String {
        var random = SystemRandomNumberGenerator()
        return issue(using: &random)
    }

    /// Whether `text` has a token's shape (43 base64url characters); anything else is refused
    /// before it is hashed or looked up.
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
        }
    }

    /// The SHA-256 of the token's bytes, in lowercase hex: what the store keeps.
    public static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
