/// What a `SwiftSource`'s queries work out from its tokens and may be asked again: a batch
/// registers or checks every module of an app in one file, each asking the same questions, so
/// each is answered once (a thousand modules cost a thousand times one, not a million).
///
/// Tokens never change after reading, so an answer never goes stale; copies of a source share
/// the memo.
final class SwiftSourceMemo {
    /// How many pattern searches scan the tokens before `starts` is built: building it costs
    /// about as much, and a run registering one subject searches a file a few times.
    static let searchesBeforeTable = 32
    /// The pattern searches made so far without `starts`.
    var searches = 0
    /// Every code token's index, by its key, once `searchesBeforeTable` searches were made.
    var starts: [TokenKey: [Int]]?
    /// The top-level token indices between a `{` (the key) and its `}`.
    var topLevel: [Int: (close: Int, indices: [Int])] = [:]
    /// The clauses of the switch whose body opens at the key, or nil when they are not one
    /// label per line.
    var clauses: [Int: (close: Int, clauses: [SwitchClause]?)] = [:]
    /// `ApplyCall.all`'s answer, by its `aloneOnLine`.
    var applyCalls: [Bool: [ApplyCall]] = [:]
    /// The container setup, once `ContainerSite` read it.
    var containerLayout: ContainerLayout?
    /// The names each `case` of `enum Views` declares, by the index of its `case`.
    var caseNames: [Int: [String]] = [:]
    /// The body of the switch of `Views.stringKey`, or why there is none.
    var stringKeySwitch: Result<(open: Int, close: Int), RegistrationPlace.Failure>?
}
