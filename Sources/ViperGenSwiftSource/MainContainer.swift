/// The container the app's setup builds and registers everything in, told apart from other
/// containers (one for previews or debugging, say) by its name and the block of its apply calls.
struct MainContainer: Hashable, Sendable {
    /// The container's name: `container`.
    let receiver: String
    /// The index of the `{` of the block its apply calls are in; nil at the top level.
    let block: Int?

    /// The container of `call`.
    init(of call: ApplyCall) {
        receiver = call.receiver
        block = call.block
    }

    /// The one container of `source` that the setup builds, or nil when none or several could be.
    ///
    /// Candidates are the containers applied to in the group comments' groups (`groupCalls`) and
    /// the containers that the block applying to them returns (`return container`); when both
    /// kinds exist, a candidate must be both. Without either, the container of every apply call
    /// (`calls`, one statement per line) is it if there is only one.
    static func find(
        in source: SwiftSource, calls: [ApplyCall], groupCalls: [ApplyCall]
    ) -> MainContainer? {
        let grouped = Set(groupCalls.map(MainContainer.init))
        // Each container once, not each call: an app with a thousand modules has a thousand
        // apply calls to one container.
        let returned = Set(calls.map(MainContainer.init)).filter { $0.isReturned(in: source) }
        let candidates: Set<MainContainer>
        switch (grouped.isEmpty, returned.isEmpty) {
        case (true, true): candidates = Set(calls.map(MainContainer.init))
        case (false, false): candidates = grouped.intersection(returned)
        default: candidates = grouped.union(returned)
        }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// Whether `call` is a statement of the container's own block.
    func isInBlock(_ call: ApplyCall) -> Bool {
        call.receiver == receiver && call.block == block
    }

    /// Whether `call` applies to this container, in its block or a block nested in it.
    func owns(_ call: ApplyCall, in source: SwiftSource) -> Bool {
        call.receiver == receiver && encloses(call.dot, in: source)
    }

    /// Whether the token at `index` is in the container's block (nested blocks included).
    func encloses(_ index: Int, in source: SwiftSource) -> Bool {
        guard let block else { return source.enclosingBrace(of: index) == nil }
        return block < index && index < (source.closing(of: block) ?? source.tokens.count)
    }

    /// Whether the container's block has a `return` of it at its own level.
    private func isReturned(in source: SwiftSource) -> Bool {
        source.indices(of: ["return", receiver]).contains { index in
            source.isLastOnLine(index + 1) && source.enclosingBrace(of: index) == block
        }
    }
}
