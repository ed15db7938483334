/// A protocol as its declaration reads: `protocol Viewable<Item>: AnyObject, Screen { … }`.
public struct ProtocolDeclaration: Equatable, Sendable {
    /// Its name.
    public let name: String
    /// The attributes written before it, such as `@MainActor` or `@objc`.
    public let attributes: [String]
    /// The protocols it inherits (compositions split, attributes such as `@preconcurrency`
    /// and suppressions such as `~Copyable` left out), in order.
    public let inherited: [String]
    /// Its primary associated types (`Item` of `protocol Store<Item>`).
    public let primaryAssociatedTypes: [String]
    /// Its `where` clause without `where`, or nil.
    public let whereClause: String?
    /// Its requirements, in order (associated types included).
    public let requirements: [SwiftMember]
}
