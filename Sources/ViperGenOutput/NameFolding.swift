/// How a Mac's default disk (APFS) compares names: letter case and Unicode normalization are
/// ignored, so `Payments` and `payments`, or `Café` in NFC and in NFD, name one entry.
///
/// Linux keeps such names apart, so a tree made there can hold two entries a Mac checkout
/// cannot. viper-gen refuses to make such a pair on every platform.
package enum NameFolding {
    /// The key that names APFS takes for one share (String equality and hashing already ignore
    /// Unicode normalization; lowercasing ignores case).
    package static func key(_ name: String) -> String { name.lowercased() }

    /// Whether `name` and `other` are different names (as bytes) that APFS takes for one.
    package static func isVariant(_ name: String, of other: String) -> Bool {
        key(name) == key(other) && !name.utf8.elementsEqual(other.utf8)
    }
}
