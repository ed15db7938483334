/// Checks the objects of a binary property list (`bplist00`) before Foundation reads it,
/// without recursing: Foundation follows references recursively and once per use, so an array
/// that holds itself hangs or crashes it, deep nesting overflows its stack, and values shared
/// level after level expand exponentially.
struct BinaryPropertyListCheck {
    /// How many values a binary property list may add up to, each shared value counted every
    /// time it is used: far beyond any real TemplateInfo.plist.
    static let maximumValueCount = 100_000

    /// An array, set or dictionary being walked: its object, its references, the next one
    /// to follow, and what the ones followed add up to.
    private struct Container {
        var object: Int
        var references: [Int]
        var next = 0
        var values = 1
        var height = 1
    }

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let tableStart: Int
    private let trailerStart: Int

    /// Throws when `bytes` (a binary property list) cannot be walked, or holds a container
    /// inside itself, nests deeper than ``PropertyListValue/maximumDepth`` or adds up to more
    /// than ``maximumValueCount`` values.
    static func check(_ bytes: [UInt8]) throws(PropertyListReadError) {
        guard let list = BinaryPropertyListCheck(bytes) else { throw .notAPropertyList }
        try list.walk()
    }

    /// The layout its 32-byte trailer gives `bytes`, or nil when it makes no sense.
    private init?(_ bytes: [UInt8]) {
        let trailer = bytes.count - 32
        guard trailer >= 8 else { return nil }
        let count = Self.integer(bytes, at: trailer + 8, size: 8)
        let top = Self.integer(bytes, at: trailer + 16, size: 8)
        let table = Self.integer(bytes, at: trailer + 24, size: 8)
        self.bytes = bytes
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), count >= 1,
            top < count, table >= 8, table <= UInt64(trailer),
            count <= UInt64(trailer - Int(table)) / UInt64(offsetSize)
        else { return nil }
        objectCount = Int(count)
        topObject = Int(top)
        tableStart = Int(table)
        trailerStart = trailer
    }

    /// Follows every reference from the top object, depth first with a stack of its own; each
    /// object is walked once, and remembers its height and how many values it adds up to.
    private func walk() throws(PropertyListReadError) {
        guard let top = try references(of: topObject) else { return }
        var height = [UInt8](repeating: 0, count: objectCount)
        var values = [Int32](repeating: 0, count: objectCount)
        var open = [Bool](repeating: false, count: objectCount)
        var path = [Container(object: topObject, references: top)]
        open[topObject] = true
        while let container = path.last {
            guard container.next < container.references.count else {
                path.removeLast()
                open[container.object] = false
                height[container.object] = UInt8(container.height)
                values[container.object] = Int32(container.values)
                if !path.isEmpty {
                    try add(container.values, container.height, to: &path[path.count - 1])
                }
                continue
            }
            let child = container.references[container.next]
            path[path.count - 1].next += 1
            if open[child] {
                throw .holdsItself(container: try name(of: child), offset: try offset(of: child))
            }
            if values[child] > 0 {
                guard path.count + Int(height[child]) <= PropertyListValue.maximumDepth else {
                    throw try tooDeep(child)
                }
                try add(Int(values[child]), Int(height[child]), to: &path[path.count - 1])
            } else if let references = try references(of: child) {
                guard path.count < PropertyListValue.maximumDepth else { throw try tooDeep(child) }
                open[child] = true
                path.append(Container(object: child, references: references))
            } else {
                values[child] = 1
                try add(1, 0, to: &path[path.count - 1])
            }
        }
    }

    /// Adds a followed reference's values and height to `container`; throws past the limit.
    private func add(_ childValues: Int, _ childHeight: Int, to container: inout Container)
        throws(PropertyListReadError)
    {
        container.values += childValues
        container.height = max(container.height, childHeight + 1)
        guard container.values <= Self.maximumValueCount else { throw .tooManyValues }
    }

    /// The references of the array, set or dictionary `object` (a dictionary's keys, then its
    /// values); nil for any other object.
    private func references(of object: Int) throws(PropertyListReadError) -> [Int]? {
        var position = try offset(of: object)
        let marker = bytes[position]
        guard (0xA...0xD).contains(marker >> 4) else { return nil }
        position += 1
        var count = Int(marker & 0x0F)
        if count == 0x0F {
            guard position < trailerStart, bytes[position] >> 4 == 0x1,
                case let size = 1 << Int(bytes[position] & 0x0F), size <= 8,
                position + 1 + size <= trailerStart
            else { throw .notAPropertyList }
            let value = Self.integer(bytes, at: position + 1, size: size)
            guard value <= UInt64(trailerStart) else { throw .notAPropertyList }
            count = Int(value)
            position += 1 + size
        }
        let referenceCount = marker >> 4 == 0xD ? count * 2 : count
        guard referenceCount <= (trailerStart - position) / referenceSize else {
            throw .notAPropertyList
        }
        var references: [Int] = []
        references.reserveCapacity(referenceCount)
        for index in 0..<referenceCount {
            let reference = Self.integer(
                bytes, at: position + index * referenceSize, size: referenceSize)
            guard reference < UInt64(objectCount) else { throw .notAPropertyList }
            references.append(Int(reference))
        }
        return references
    }

    /// The byte offset of `object`, from the offset table.
    private func offset(of object: Int) throws(PropertyListReadError) -> Int {
        let offset = Self.integer(
            bytes, at: tableStart + object * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(trailerStart) else { throw .notAPropertyList }
        return Int(offset)
    }

    /// `array`, `set` or `dictionary`, for the container `object`.
    private func name(of object: Int) throws(PropertyListReadError) -> String {
        switch bytes[try offset(of: object)] >> 4 {
        case 0xA: return "array"
        case 0xD: return "dictionary"
        default: return "set"
        }
    }

    /// The error for the container `object`, nested too deep.
    private func tooDeep(_ object: Int) throws(PropertyListReadError) -> PropertyListReadError {
        let name = try name(of: object)
        return .tooDeep(
            what: (name == "array" ? "an " : "a ") + name,
            place: "byte offset \(try offset(of: object))")
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
