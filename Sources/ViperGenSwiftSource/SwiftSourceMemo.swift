/// What a `SwiftSource`'s queries work out from its tokens and may be asked again: a batch
/// registers or checks every module of an app in one file, each asking the same questions, so
/// each is answered once (a thousand modules cost a thousand times one, not a million).
///
/// Tokens never change after reading, so an answer never goes stale; copies of a source share
/// the memo.
final class SwiftSourceMemo {
    /// Every code token's index, by its key: built at the first pattern search.
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
