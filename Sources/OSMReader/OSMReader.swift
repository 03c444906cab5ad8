import Foundation

/// Streaming reader for OpenStreetMap files: PBF (`.osm.pbf`) and XML (`.osm`, `.osm.gz`).
///
/// Supported subset: current-data files (no history), PBF blobs stored raw or
/// zlib-compressed, dense or plain nodes, ways and relations with tags and
/// version/timestamp/changeset metadata. User names, uids and `visible` flags are
/// not reported. lzma/zstd PBF blobs, history files (`HistoricalInformation`) and
/// osmChange files are rejected with a typed error.
///
/// Values are reported as the file states them, even impossible ones (a coordinate of 10⁹
/// degrees from a bad `granularity`, a timestamp in the year 506,713): check them with
/// ``OSMPlausibility`` before trusting them. Arithmetic never wraps a broken value round to a
/// plausible one: a delta-coded sum past Int64 is ``OSMReadError/corrupt(path:offset:reason:)``.
///
/// Formats: <https://wiki.openstreetmap.org/wiki/PBF_Format>,
/// <https://wiki.openstreetmap.org/wiki/OSM_XML>.
public enum OSMReader {
    /// Reads the whole file in one pass, in file order, calling the visitor.
    ///
    /// The format is detected from the content (see the module documentation), not
    /// the extension. Memory stays bounded by the largest PBF blob (at most 32 MiB
    /// compressed plus 32 MiB decompressed) or a fixed XML window, plus whatever the
    /// visitor keeps.
    ///
    /// ```swift
    /// var counter = ElementCounter()
    /// try OSMReader.read(contentsOf: URL(fileURLWithPath: "malta.osm.pbf"), into: &counter)
    /// ```
    ///
    /// - Throws: ``OSMReadError``; an error thrown by the visitor stops the read and
    ///   arrives wrapped in ``OSMReadError/visitor(_:)``.
    public static func read<V: OSMVisitor>(contentsOf url: URL, into visitor: inout V) throws(OSMReadError) {
        guard url.isFileURL else {
            throw .unreadable(path: url.absoluteString, reason: "not a file URL")
        }
        let path = url.path
        let (format, isGzipped) = try OSMFormatDetector.detect(path: path)
        let file = try FileByteSource(path: path)
        let source: ByteSource = isGzipped ? try GzipByteSource(file: file) : file
        switch format {
        case .pbf: try PBFFileReader.read(source, into: &visitor)
        case .xml: try OSMXMLReader.read(source, into: &visitor)
        }
        visitor.progress(bytesRead: source.fileSize, totalBytes: source.fileSize)
    }
}
