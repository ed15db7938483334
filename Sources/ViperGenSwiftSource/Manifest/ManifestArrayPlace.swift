/// An array a manifest edit changes: the literal written as an argument's value, or the
/// top-level `let NAME = [ … ]` the argument names.
struct ManifestArrayPlace {
    /// The array literal's elements.
    let list: ManifestList
    /// The argument's position in `owner` when the literal is the argument's own value (so the
    /// argument goes when its last element does); nil for a `let`'s literal.
    let argumentPosition: Int?
    /// The call whose argument it is.
    let owner: ManifestList
    /// Where it is, for a person: "`targets:` of `Package(`".
    let place: String
}
