import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Import
import Model

/// Reads every restroom a Refuge-compatible v1 API says was created or updated since a day:
/// `GET {base}/api/v1/restrooms/by_date?day=&month=&year=&updated=true&page=&per_page=`, page by
/// page until a page comes back short (or `X-Total-Pages` is reached).
///
/// Refuge keeps an edited restroom as a new record with the same `edit_id`; the adapter keys
/// records by it (``RefugeJSON``), and when one `edit_id` comes twice the later update wins.
struct RefugeSync {
    var baseURL: URL
    /// The first day (UTC) whose changes are read; nil reads everything.
    var since: Date?
    var perPage = 100
    /// A stop for a server that never ends its pages.
    var maxPages = 10_000
    /// Fetches one URL: the body, the status and the `X-Total-Pages` header. Injected for tests.
    var fetch: @Sendable (URL) async throws -> (Data, Int, Int?) = RefugeSync.http

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every readable record since ``since``, and the ones left out.
    func read() async throws -> SourceReading {
        var reading = SourceReading()
        var page = 1
        while page <= maxPages {
            let url = try pageURL(page)
            let (data, status, totalPages) = try await fetch(url)
            guard status == 200 else {
                let body = String(decoding: data.prefix(300), as: UTF8.self)
                throw Failure(description: "\(url.absoluteString) answered \(status): \(body)")
            }
            let records: SourceReading
            do {
                records = try RefugeJSON.read(data)
            } catch {
                throw Failure(description: "\(url.absoluteString): \(error)")
            }
            let count = records.drafts.count + records.problems.count
            reading.drafts += records.drafts
            reading.problems += records.problems
            if count < perPage || totalPages.map({ page >= $0 }) == true { break }
            page += 1
        }
        // The latest update of each edit_id last, so it is the one kept.
        let time = { (draft: ToiletDraft) -> Date in draft.sources.first?.timestamp ?? .distantPast }
        reading.drafts.sort { time($0) < time($1) }
        return reading
    }

    /// The URL of one page.
    func pageURL(_ page: Int) throws -> URL {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let day = calendar.dateComponents([.year, .month, .day], from: since ?? Date(timeIntervalSince1970: 0))
        let path = baseURL.absoluteString.hasSuffix("/") ? "api/v1/restrooms/by_date" : "/api/v1/restrooms/by_date"
        guard var components = URLComponents(string: baseURL.absoluteString + path) else {
            throw Failure(description: "--base-url: expected an http or https URL (got \(baseURL.absoluteString))")
        }
        components.queryItems = [
            URLQueryItem(name: "day", value: String(day.day ?? 1)), URLQueryItem(name: "month", value: String(day.month ?? 1)),
            URLQueryItem(name: "year", value: String(day.year ?? 1970)), URLQueryItem(name: "updated", value: "true"),
            URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "per_page", value: String(perPage)),
        ]
        guard let url = components.url else { throw Failure(description: "--base-url: cannot make a page URL from \(baseURL.absoluteString)") }
        return url
    }

    /// One GET over HTTP(S), 30 s timeout.
    @Sendable static func http(_ url: URL) async throws -> (Data, Int, Int?) {
        var request = URLRequest(url: url, timeoutInterval: 30)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        return (data, http?.statusCode ?? 0, (http?.value(forHTTPHeaderField: "X-Total-Pages")).flatMap { Int($0) })
    }
}
