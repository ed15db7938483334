/// A protocol as its declaration reads: `protocol Viewable<Item>: AnyObject, Screen { … }`.
package struct ProtocolDeclaration: Equatable, Sendable {
    /// Its name.
    package let name: String
    /// The attributes written before it, such as `@MainActor` or `@objc`.
    package let attributes: [String]
    /// The protocols it inherits (compositions split, attributes such as `@preconcurrency`
    /// and suppressions such as `~Copyable` left out), in order.
    package let inherited: [String]
    /// Its primary associated types (`Item` of `protocol Store<Item>`).
    package let primaryAssociatedTypes: [String]
    /// Its `where` clause without `where`, or nil.
    package let whereClause: String?
    /// Its requirements, in order (associated types included).
    package let requirements: [SwiftMember]
}
