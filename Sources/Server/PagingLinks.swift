import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore

/// RFC 8288 `Link` header with `first`, `prev`, `next` and `last` for a paged list.
enum PagingLinks {
    static func header(for uri: URI, page: Int, totalPages: Int) -> String {
        var links: [(String, Int)] = [("first", 1)]
        if page > 1 { links.append(("prev", min(page - 1, totalPages))) }
        if page < totalPages { links.append(("next", page + 1)) }
        links.append(("last", totalPages))
        return links.map { "<\(url(uri, page: $0.1))>; rel=\"\($0.0)\"" }.joined(separator: ", ")
    }

    private static func url(_ uri: URI, page: Int) -> String {
        var items = uri.queryParameters.map { (String($0.key), String($0.value)) }.filter { $0.0 != "page" }
        items.append(("page", String(page)))
        let query = items.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
        return "\(uri.path)?\(query)"
    }

    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+?"))) ?? text
    }
}
