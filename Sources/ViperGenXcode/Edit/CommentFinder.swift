/// Finds the `/* ... */` comment Xcode writes after a reference (`ID /* name */`), to rewrite
/// it when the name changes.
struct CommentFinder {
    let bounds: LineBounds
    private let byStart: [Int: PlistComment]

    /// A finder over `document`'s comments.
    init(_ document: ProjectDocument) {
        bounds = LineBounds(bytes: document.bytes)
        byStart = Dictionary(document.comments.map { ($0.start, $0) }) { first, _ in first }
    }

    /// The comment that follows `offset` on its line, if any.
    func comment(after offset: Int) -> PlistComment? {
        byStart[bounds.firstNonBlank(from: offset)]
    }

    /// The comment after the identifier that starts `object`'s entry.
    func keyComment(of object: ProjectObject) -> PlistComment? {
        comment(after: object.start + object.id.utf8.count)
    }

    /// The replacement of `comment` by one reading `text`.
    static func rewrite(_ comment: PlistComment, to text: String) -> ByteReplacement {
        ByteReplacement(range: comment.start..<comment.end, text: "/* \(text) */")
    }
}
