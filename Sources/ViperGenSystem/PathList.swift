/// Paths packed into one buffer, each ending in a NUL byte, so that tens of thousands of them
/// go to the system (``FileSystem/stamps(at:in:)``) without a string made for each.
public struct PathList: Sendable {
    /// The paths' bytes, each path followed by a 0.
    public private(set) var bytes: [UInt8] = []
    /// Where each path starts in `bytes`.
    public private(set) var starts: [Int] = []

    /// An empty list with room for `count` paths of `byteCount` bytes in all.
    public init(reservingCapacity count: Int = 0, byteCount: Int = 0) {
        starts.reserveCapacity(count)
        bytes.reserveCapacity(byteCount)
    }

    /// How many paths the list holds.
    public var count: Int { starts.count }

    /// Appends the path `path` spells (an array, not any collection: a generic call across
    /// modules would copy the bytes one at a time).
    public mutating func append(_ path: [UInt8]) {
        starts.append(bytes.count)
        bytes.append(contentsOf: path)
        bytes.append(0)
    }

    /// The path at `position`, as a string.
    public subscript(position: Int) -> String {
        let end = position + 1 < starts.count ? starts[position + 1] - 1 : bytes.count - 1
        return String(decoding: bytes[starts[position]..<end], as: UTF8.self)
    }
}
