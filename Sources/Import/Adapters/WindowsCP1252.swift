import Foundation

/// Windows-1252 bytes as text, for files written by Excel on Windows (Toilet Map UK's CSV).
///
/// Foundation's `.windowsCP1252` is used first. It refuses the five bytes the code page leaves
/// undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D), which the Toilet Map UK file holds 42 times, so
/// a refused file is decoded byte by byte instead: the defined bytes by the code page's table
/// (https://www.unicode.org/Public/MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT), the undefined
/// ones as the C1 control of the same number, as Windows' own `MultiByteToWideChar` does.
enum WindowsCP1252 {
    /// U+20AC … U+0178 for the bytes 0x80 … 0x9F; 0 where the code page defines nothing.
    static let high: [UInt16] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// The text of `data`; never fails (every byte has a character).
    static func decode(_ data: Data) -> String {
        if let text = String(data: data, encoding: .windowsCP1252) { return text }
        var scalars = String.UnicodeScalarView()
        for byte in data {
            let mapped = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : 0
            scalars.append(Unicode.Scalar(mapped != 0 ? mapped : UInt16(byte)).map { $0 } ?? "\u{FFFD}")
        }
        return String(scalars)
    }
}
