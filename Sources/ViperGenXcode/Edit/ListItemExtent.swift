/// Where a list item ends once its comment and comma are counted: `ID /* name */,`.
enum ListItemExtent {
    /// The offset just past `item`'s comment and comma, where it has them.
    static func end(of item: PlistNode, in bounds: LineBounds) -> Int {
        let bytes = bounds.bytes
        var end = item.end
        var index = bounds.firstNonBlank(from: end)
        if bytes[index...].starts(with: "/*".utf8) {
            index += 2
            while index < bytes.count, !bytes[index...].starts(with: "*/".utf8) { index += 1 }
            end = min(index + 2, bytes.count)
            index = bounds.firstNonBlank(from: end)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { end = index + 1 }
        return end
    }
}
