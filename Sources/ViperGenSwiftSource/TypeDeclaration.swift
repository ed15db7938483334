/// A class, struct, enum or actor as its declaration reads, with where its body lies.
package struct TypeDeclaration: Equatable, Sendable {
    /// `class`, `struct`, `enum` or `actor`.
    package let keyword: String
    /// Its name.
    package let name: String
    /// The attributes written before it, such as `@MainActor`.
    package let attributes: [String]
    /// The modifiers written before it, such as `final` or `public`.
    package let modifiers: [String]
    /// The types it inherits or conforms to, in order (a class's superclass first).
    package let inherited: [String]
    /// The members declared directly in its body.
    package let members: [SwiftMember]
    /// The 0-based lines of its body's `{` and `}`.
    package let bodyLines: ClosedRange<Int>

    /// Whether it is a class that cannot be subclassed (`final class`).
    package var isFinalClass: Bool { keyword == "class" && modifiers.contains("final") }
}
