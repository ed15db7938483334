/// The container setup of a RootApp file as `ContainerSite` reads it, whatever the subject.
///
/// Its apply calls, the groups under `// Modules` and `// Services` comments, and the app's
/// container, worked out once per source (`SwiftSourceMemo`), however many subjects ask.
struct ContainerLayout {
    /// The apply calls filling their lines, in order.
    let calls: [ApplyCall]
    /// The lines of the comments heading a group, and the group each heads.
    let headings: [Int: String]
    /// The apply calls of the group under each heading.
    let groups: [Int: [ApplyCall]]
    /// The container the setup builds, when it can be told apart.
    let main: MainContainer?

    /// The layout of `source`, or the one already worked out for it.
    static func of(_ source: SwiftSource) -> ContainerLayout {
        if let known = source.memo.containerLayout { return known }
        let layout = ContainerLayout(source)
        source.memo.containerLayout = layout
        return layout
    }

    private init(_ source: SwiftSource) {
        let calls = ApplyCall.all(in: source)
        let (commentLines, headings) = GroupMarker.commentLines(in: source)
        // A group runs on over `#if` blocks of calls, so a new call follows a trailing block.
        let callsByLine = Dictionary(
            calls.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let passing = commentLines.union(source.directiveLines)
        let headingLines = Set(headings.keys)
        let groups = Dictionary(
            uniqueKeysWithValues: headings.keys.map { heading in
                (
                    heading,
                    GroupMarker.calls(
                        under: heading, callsByLine: callsByLine, passing: passing,
                        headings: headingLines)
                )
            })
        self.calls = calls
        self.headings = headings
        self.groups = groups
        main = MainContainer.find(
            in: source, calls: calls, groupCalls: headings.keys.flatMap { groups[$0] ?? [] })
    }
}
