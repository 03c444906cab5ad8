import Community
import Foundation
import Geo

/// The contribution log in memory: for tests, and the reference the SQLite store is checked against.
public actor InMemoryContributionRepository: ContributionRepository {
    private var devices: [DeviceRecord] = []
    private var log: [StoredContribution] = []

    public init() {}

    public func registerDevice(tokenHash: String, role: DeviceRole, name: String?, at now: Date) throws -> DeviceRecord {
        guard !devices.contains(where: { $0.tokenHash == tokenHash }) else { throw ContributionStoreError.duplicateToken }
        let device = DeviceRecord(id: Int64(devices.count + 1), tokenHash: tokenHash, role: role, name: name, createdAt: now, bannedAt: nil)
        devices.append(device)
        return device
    }

    public func device(tokenHash: String) -> DeviceRecord? {
        devices.first { $0.tokenHash == tokenHash }
    }

    public func devices(role: DeviceRole) -> [DeviceRecord] {
        devices.filter { $0.role == role }
    }

    public func submit(_ kind: ContributionKind, by device: DeviceRecord, toilet: Int64?, position: Coordinate?,
                       at now: Date, policy: ModerationPolicy) throws -> StoredContribution {
        let current = try record(of: device.id)
        let mine = log.filter { $0.contribution.author == current.deviceID }
        let standing = policy.standing(approved: mine.filter { $0.state.earnsTrust }.count,
                                       rejected: mine.filter { if case .rejected = $0.state { true } else { false } }.count,
                                       isModerator: current.role == .moderator, isBanned: current.bannedAt != nil)
        let contribution = Contribution(id: Int64(log.count + 1), author: current.deviceID, at: now, kind: kind)
        let review = Review(contribution, standing: standing, policy: policy)
        let stored = StoredContribution(contribution: contribution, toiletID: toilet, position: position, state: review.state, agreeing: [])
        log.append(stored)
        return stored
    }

    public func moderate(_ id: Int64, _ event: ModerationEvent, at now: Date, policy: ModerationPolicy) throws -> StoredContribution {
        guard id >= 1, id <= log.count else { throw ContributionStoreError.unknownContribution(id) }
        let next = try ContributionModeration.apply(event, to: log[Int(id) - 1], policy: policy)
        log[Int(id) - 1] = next
        return next
    }

    public func ban(device id: Int64, at now: Date, policy: ModerationPolicy) throws -> Int {
        let banned = try record(of: id)
        devices[Int(id) - 1] = DeviceRecord(id: banned.id, tokenHash: banned.tokenHash, role: banned.role, name: banned.name,
                                            createdAt: banned.createdAt, bannedAt: banned.bannedAt ?? now)
        var rejected = 0
        for (i, stored) in log.enumerated() where stored.contribution.author == banned.deviceID && stored.state == .pending {
            log[i] = try ContributionModeration.apply(.authorBanned, to: stored, policy: policy)
            rejected += 1
        }
        return rejected
    }

    public func contributions(toilet: Int64) -> [StoredContribution] {
        log.filter { $0.toiletID == toilet }
    }

    public func pending(page: PageRequest) -> Page<StoredContribution> {
        let queue = log.filter { $0.state == .pending }
        return Page(items: page.slice(queue), total: queue.count, request: page)
    }

    public func contributions(device id: Int64, page: PageRequest) throws -> Page<StoredContribution> {
        let author = try record(of: id).deviceID
        let mine = log.filter { $0.contribution.author == author }.reversed().map { $0 }
        return Page(items: page.slice(mine), total: mine.count, request: page)
    }

    public func signals(after id: Int64, since: Date, limit: Int) -> [StoredContribution] {
        let signals = log.filter { stored in
            guard stored.contribution.id > id, stored.state.isApproved else { return false }
            switch stored.contribution.kind {
            case .vote: return true
            case .reportClosed, .wasOpen, .confirm: return stored.contribution.at >= since
            default: return false
            }
        }
        return Array(signals.prefix(max(1, limit)))
    }

    private func record(of id: Int64) throws -> DeviceRecord {
        guard id >= 1, id <= devices.count else { throw ContributionStoreError.unknownDevice(id) }
        return devices[Int(id) - 1]
    }
}

/// The one place a stored contribution meets a moderation event, for every store.
public enum ContributionModeration {
    /// The stored contribution after `event` (see ``Review/applying(_:)``).
    public static func apply(_ event: ModerationEvent, to stored: StoredContribution, policy: ModerationPolicy) throws -> StoredContribution {
        let review = Review(kind: stored.contribution.kind, author: stored.contribution.author, state: stored.state,
                            agreeing: stored.agreeing, policy: policy)
        do {
            let next = try review.applying(event)
            return StoredContribution(contribution: stored.contribution, toiletID: stored.toiletID, position: stored.position,
                                      state: next.state, agreeing: next.agreeing)
        } catch {
            throw ContributionStoreError.moderation(error)
        }
    }
}
