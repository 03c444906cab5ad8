import Community
import Crypto
import Foundation
import Store

/// How many writes the server takes, per device and per IP address (``RateLimiter`` rules).
///
/// The defaults follow Toilet Map UK (20 writes a minute). One address may hold many devices
/// (a family, a café's Wi-Fi behind NAT), so its limit is higher; a flood of new devices from one
/// address is limited on its own. `toiletnow serve --write-limit N` raises the per-minute limits
/// (benchmarks, a trusted proxy in front).
public struct WriteLimits: Sendable, Hashable {
    public var perDevicePerMinute: Int
    public var perAddressPerMinute: Int
    public var newToiletsPerDevicePerDay: Int
    public var devicesPerAddressPerHour: Int

    public init(perDevicePerMinute: Int = 20, perAddressPerMinute: Int = 60, newToiletsPerDevicePerDay: Int = 10,
                devicesPerAddressPerHour: Int = 20) {
        self.perDevicePerMinute = perDevicePerMinute
        self.perAddressPerMinute = perAddressPerMinute
        self.newToiletsPerDevicePerDay = newToiletsPerDevicePerDay
        self.devicesPerAddressPerHour = devicesPerAddressPerHour
    }

    public static let standard = WriteLimits()
}

/// The server's rate limiters behind one lock, with the clock passed in; or, with `shared`, the
/// store's counters, which every server instance on one database shares (issue 14: a client
/// spreading its writes over instances behind a load balancer meets the same limits).
final class WriteLimiters: @unchecked Sendable {
    private let lock = NSLock()
    private var device: RateLimiter
    private var byAddress: RateLimiter
    private var newToilets: RateLimiter
    private var registrations: RateLimiter
    private let limits: WriteLimits
    private let shared: (any RateLimitStore)?
    /// Told the limit's name (`address`, `device`, `new_toilets`, `new_devices`) of each refusal:
    /// `/metrics` counts them.
    private var onRefusal: (@Sendable (String) -> Void)?

    init(_ limits: WriteLimits, shared: (any RateLimitStore)? = nil) {
        self.limits = limits
        self.shared = shared
        device = RateLimiter(limit: limits.perDevicePerMinute, window: 60)
        byAddress = RateLimiter(limit: limits.perAddressPerMinute, window: 60)
        newToilets = RateLimiter(limit: limits.newToiletsPerDevicePerDay, window: 86_400)
        registrations = RateLimiter(limit: limits.devicesPerAddressPerHour, window: 3_600)
    }

    /// Calls `observer` with the limit's name at every refusal from now on (one observer: the last set).
    func observeRefusals(_ observer: @escaping @Sendable (String) -> Void) {
        lock.withLock { onRefusal = observer }
    }

    /// Counts one write by `device` from `address` (and a new toilet when `adds`); throws the 429
    /// of the first limit it meets. A refused write counts against no later limit.
    func write(device key: String, address: String, adds: Bool, at now: Date) async throws {
        guard let shared else { return try writeHere(device: key, address: address, adds: adds, at: now) }
        try await hit(shared, "address", Self.storedKey(address), limits.perAddressPerMinute, 60, now)
        try await hit(shared, "device", key, limits.perDevicePerMinute, 60, now)
        if adds { try await hit(shared, "new toilets", key, limits.newToiletsPerDevicePerDay, 86_400, now) }
    }

    /// Counts one device registration from `address`.
    func register(address key: String, at now: Date) async throws {
        guard let shared else { return try registerHere(address: key, at: now) }
        try await hit(shared, "new devices", Self.storedKey(key), limits.devicesPerAddressPerHour, 3_600, now)
    }

    // The limits of this process are checked in functions of their own, not in the async ones
    // above: Swift 6.3's release build crashed (signal 11, splitting the coroutine of
    // `register`) on a typed `throws(APIError)` call inside an async function.

    private func writeHere(device key: String, address: String, adds: Bool, at now: Date) throws {
        let decision: (RateLimiter.Decision, String) = lock.withLock {
            let fromAddress = byAddress.check(address, at: now)
            guard fromAddress == .allowed else { return (fromAddress, "address") }
            let byDevice = device.check(key, at: now)
            guard byDevice == .allowed else { return (byDevice, "device") }
            return adds ? (newToilets.check(key, at: now), "new toilets") : (.allowed, "")
        }
        if let refusal = refusal(decision.0, what: decision.1) { throw refusal }
    }

    private func registerHere(address key: String, at now: Date) throws {
        let decision = lock.withLock { registrations.check(key, at: now) }
        if let refusal = refusal(decision, what: "new devices") { throw refusal }
    }

    /// One event in the shared counters, refused with the rule's 429.
    private func hit(_ store: any RateLimitStore, _ rule: String, _ key: String, _ limit: Int, _ window: TimeInterval,
                     _ now: Date) async throws {
        if let wait = try await store.hit(rule: rule, key: key, limit: limit, window: window, at: now),
           let refusal = refusal(.limited(retryAfter: max(1, wait)), what: rule) {
            throw refusal
        }
    }

    /// What the database keeps of an IP address: a hash, so the counters table holds no address.
    static func storedKey(_ address: String) -> String {
        SHA256.hash(data: Data("toiletnow-rate/\(address)".utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
    }

    /// The 429 for a refused check (counted for `/metrics`), or nil when it was allowed.
    private func refusal(_ decision: RateLimiter.Decision, what: String) -> APIError? {
        guard case .limited(let seconds) = decision else { return nil }
        lock.withLock { onRefusal }?(what.replacingOccurrences(of: " ", with: "_"))
        let rule: ServerText = switch what {
        case "address": .rateAddress
        case "device": .rateDevice
        case "new toilets": .rateNewToilets
        default: .rateNewDevices
        }
        return APIError(.tooManyRequests, code: "rate_limited", rule, ["seconds": .raw(String(seconds))],
                        field: what == "address" || what == "new devices" ? nil : "Authorization",
                        headers: [.retryAfter: String(seconds)])
    }
}
