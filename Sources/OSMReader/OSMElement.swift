import Foundation

/// The three kinds of OpenStreetMap element.
///
/// See <https://wiki.openstreetmap.org/wiki/Elements>.
public enum OSMElementType: String, Sendable, Hashable {
    /// A point with a coordinate.
    case node
    /// An ordered list of node references.
    case way
    /// An ordered list of typed members with roles.
    case relation
}

/// The editing metadata attached to an element.
///
/// Files without metadata (for example PBF files written without `DenseInfo`)
/// yield `version == 0`, `timestamp == nil` and `changeset == nil`.
public struct OSMMetadata: Sendable, Equatable {
    /// The element's version, starting at 1; 0 when the file carries no version.
    public var version: Int32
    /// When this version was created, to the second; `nil` when unknown.
    public var timestamp: Date?
    /// The changeset that created this version; `nil` when unknown. Changeset 0
    /// (which extracts with stripped metadata contain) also reads as `nil`, as osmium treats it.
    public var changeset: Int64?

    /// Creates metadata; the defaults describe "no metadata in the file".
    public init(version: Int32 = 0, timestamp: Date? = nil, changeset: Int64? = nil) {
        self.version = version
        self.timestamp = timestamp
        self.changeset = changeset
    }
}

/// A node: an identified coordinate with optional tags.
public struct OSMNode: Sendable {
    /// The node id (positive in published data; negative ids occur in unsaved edits).
    public var id: Int64
    /// WGS84 latitude in degrees.
    public var latitude: Double
    /// WGS84 longitude in degrees.
    public var longitude: Double
    /// The node's tags; empty (and allocation-free) for untagged nodes.
    public var tags: [String: String]
    /// Editing metadata.
    public var metadata: OSMMetadata

    /// Creates a node.
    public init(id: Int64, latitude: Double, longitude: Double,
                tags: [String: String] = [:], metadata: OSMMetadata = OSMMetadata()) {
        self.id = id
        self.latitude = latitude
        self.longitude = longitude
        self.tags = tags
        self.metadata = metadata
    }
}

/// A way: an ordered list of node ids, for example a footpath or a building outline.
///
/// Referenced nodes may be missing from the file (clipped extracts); resolve them
/// with ``OSMNodeLocations`` and tolerate `nil`.
public struct OSMWay: Sendable {
    /// The way id.
    public var id: Int64
    /// The ids of the way's nodes, in order; a closed way repeats its first id at the end.
    public var nodeIDs: [Int64]
    /// The way's tags.
    public var tags: [String: String]
    /// Editing metadata.
    public var metadata: OSMMetadata

    /// Creates a way.
    public init(id: Int64, nodeIDs: [Int64], tags: [String: String] = [:],
                metadata: OSMMetadata = OSMMetadata()) {
        self.id = id
        self.nodeIDs = nodeIDs
        self.tags = tags
        self.metadata = metadata
    }
}

/// A relation: an ordered list of members, each an element reference with a role.
public struct OSMRelation: Sendable {
    /// One member of a relation.
    public struct Member: Sendable, Equatable {
        /// What kind of element the member refers to.
        public var type: OSMElementType
        /// The referenced element's id.
        public var ref: Int64
        /// The member's role, such as `outer` or `admin_centre`; often empty.
        public var role: String

        /// Creates a member.
        public init(type: OSMElementType, ref: Int64, role: String) {
            self.type = type
            self.ref = ref
            self.role = role
        }
    }

    /// The relation id.
    public var id: Int64
    /// The members, in order.
    public var members: [Member]
    /// The relation's tags.
    public var tags: [String: String]
    /// Editing metadata.
    public var metadata: OSMMetadata

    /// Creates a relation.
    public init(id: Int64, members: [Member], tags: [String: String] = [:],
                metadata: OSMMetadata = OSMMetadata()) {
        self.id = id
        self.members = members
        self.tags = tags
        self.metadata = metadata
    }
}
