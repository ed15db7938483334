/// An extension as its declaration reads: `extension Viewable where Self: UIViewController`.
package struct ExtensionDeclaration: Equatable, Sendable {
    /// The extended type's name, its last component (`Bar` of `Foo.Bar`).
    package let extendedName: String
    /// The protocols it adds conformance to, in order.
    package let inherited: [String]
    /// Its `where` clause without `where`, or nil: a constrained extension's members are
    /// defaults only for the types meeting it.
    package let whereClause: String?
    /// The members declared directly in its body.
    package let members: [SwiftMember]
}
