/// Reads a whole PBF file blob by blob and feeds a visitor.
///
/// The first blob must be an `OSMHeader`; `OSMData` blobs follow; blobs of any other
/// type are skipped, as the format asks
/// (<https://wiki.openstreetmap.org/wiki/PBF_Format#File_format>).
enum PBFFileReader {
    /// Reads every blob of `source` into `visitor`.
    static func read<V: OSMVisitor>(_ source: ByteSource, into visitor: inout V) throws(OSMReadError) {
        let stream = PBFBlobStream(source: source)
        var sawHeader = false
        visitor.progress(bytesRead: 0, totalBytes: source.fileSize)
        while let blob = try stream.nextBlob() {
            switch blob.type {
            case "OSMHeader":
                let header = try decodeHeader(try stream.payload(of: blob), blob: blob, path: source.path)
                if !sawHeader {
                    sawHeader = true
                    do { try visitor.visit(header: header) } catch { throw .visitor(error) }
                }
            case "OSMData":
                guard sawHeader else {
                    throw .corrupt(path: source.path, offset: blob.offset, reason: "OSMData blob before the OSMHeader blob")
                }
                try decodeData(try stream.payload(of: blob), blob: blob, path: source.path, into: &visitor)
            default:
                break
            }
            visitor.progress(bytesRead: source.fileBytesRead, totalBytes: source.fileSize)
        }
        guard sawHeader else {
            throw .notOSM(path: source.path, reason: "PBF file without an OSMHeader blob")
        }
    }

    private static func decodeHeader(_ bytes: UnsafeRawBufferPointer, blob: PBFBlobStream.Blob,
                                     path: String) throws(OSMReadError) -> OSMHeader {
        let header: OSMHeader
        do {
            header = try PBFHeaderBlock.decode(bytes)
        } catch {
            throw .corrupt(path: path, offset: blob.offset, reason: "OSMHeader blob: \(error.reason) of its HeaderBlock")
        }
        if let feature = PBFHeaderBlock.firstUnsupportedFeature(of: header) {
            let hint = feature == "HistoricalInformation" ? " (a history file; use a current-data extract)" : ""
            throw .unsupportedFeature(path: path, feature: "required feature \"\(feature)\"\(hint); this reader supports "
                                          + PBFHeaderBlock.supportedRequiredFeatures.sorted().joined(separator: ", "))
        }
        return header
    }

    private static func decodeData<V: OSMVisitor>(_ bytes: UnsafeRawBufferPointer, blob: PBFBlobStream.Blob,
                                                  path: String, into visitor: inout V) throws(OSMReadError) {
        do {
            try PBFPrimitiveBlock.decode(bytes, into: &visitor)
        } catch let error as ProtobufError {
            throw .corrupt(path: path, offset: blob.offset,
                           reason: "OSMData blob: \(error.reason) of its \(bytes.count)-byte PrimitiveBlock")
        } catch let failure as VisitorFailure {
            throw .visitor(failure.underlying)
        } catch {
            throw .visitor(error)
        }
    }
}
