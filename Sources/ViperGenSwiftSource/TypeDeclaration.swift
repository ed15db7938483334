/// A class, struct, enum or actor as its declaration reads, with where its body lies.
public struct TypeDeclaration: Equatable, Sendable {
    /// `class`, `struct`, `enum` or `actor`.
    public let keyword: String
    /// Its name.
    public let name: String
    /// The attributes written before it, such as `@MainActor`.
    public let attributes: [String]
    /// The modifiers written before it, such as `final` or `public`.
    public let modifiers: [String]
    /// The types it inherits or conforms to, in order (a class's superclass first).
    public let inherited: [String]
    /// The members declared directly in its body.
    public let members: [SwiftMember]
    /// The 0-based lines of its body's `{` and `}`.
    public let bodyLines: ClosedRange<Int>

    /// Whether it is a class that cannot be subclassed (`final class`).
    public var isFinalClass: Bool { keyword == "class" && modifiers.contains("final") }
}
