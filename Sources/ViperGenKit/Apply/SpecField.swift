import ViperGenText

/// One `"key": value` of a spec object, with where the key is.
struct SpecField {
    /// The key.
    let key: String
    /// The value.
    let node: JSONNode
    /// Where the key is, with its path (`modules[1].template`).
    let location: SpecLocation
}
