/// Decides whether a template file is copied byte for byte instead of being rendered.
enum BinaryFileDetector {
    /// Extensions of files that are always binary (images, fonts, archives, compiled assets).
    static let binaryExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "webp", "ico", "icns", "pdf", "ttf", "otf", "woff",
        "woff2", "car", "zip", "gz", "mp3", "m4a", "wav", "caf", "mov", "mp4", "mlmodel", "bin",
    ]

    /// True for a known binary extension or a NUL byte in the first 8,000 bytes (git's test).
    static func isBinary(path: String, contents: [UInt8]) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        if let dot = name.lastIndex(of: "."),
            binaryExtensions.contains(name[name.index(after: dot)...].lowercased())
        {
            return true
        }
        return contents.prefix(8000).contains(0)
    }
}
