import Foundation

/// A one-line progress bar on stderr, drawn only when stderr is a terminal.
final class TerminalProgress {
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastPercent = -1

    init?() {
        guard isatty(STDERR_FILENO) != 0 else { return nil }
    }

    func update(_ read: Int64, _ total: Int64) {
        guard isTerminal, total > 0 else { return }
        let percent = Int(read * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let width = 30, filled = percent * width / 100
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        let megabytes = String(format: "%.1f/%.1f MB", Double(read) / 1e6, Double(total) / 1e6)
        FileHandle.standardError.write(Data("\r[\(bar)] \(percent)% \(megabytes)".utf8))
    }

    func finish() {
        guard isTerminal, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        lastPercent = -1
    }
}
