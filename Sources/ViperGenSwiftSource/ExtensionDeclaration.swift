/// An extension as its declaration reads: `extension Viewable where Self: UIViewController`.
public struct ExtensionDeclaration: Equatable, Sendable {
    /// The extended type's name, its last component (`Bar` of `Foo.Bar`).
    public let extendedName: String
    /// The protocols it adds conformance to, in order.
    public let inherited: [String]
    /// Its `where` clause without `where`, or nil: a constrained extension's members are
    /// defaults only for the types meeting it.
    public let whereClause: String?
    /// The members declared directly in its body.
    public let members: [SwiftMember]
}
