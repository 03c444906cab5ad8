import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a TCP port is taken, checked before `serve` spends its start-up loading data, so a
/// busy port is one line naming `--port` at once instead of a failure after the load.
enum PortCheck {
    /// True when binding `host`:`port` fails because something already listens there. Any other
    /// outcome (free, or a host that does not resolve) is left to the server itself to report.
    static func isInUse(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return false }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        // As the server binds: with SO_REUSEADDR, so a port left in TIME_WAIT does not count as busy.
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        return bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) != 0 && errno == EADDRINUSE
    }

    /// The one-line message for a busy port.
    static func message(host: String, port: Int) -> String {
        "--port \(port): \(host):\(port) is already in use (another server?); stop it or choose another port with --port"
    }
}
