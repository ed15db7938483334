/// A library product of a local package that a target of the project links.
package struct LinkedProduct: Equatable, Hashable, Sendable {
    /// The target's name.
    package var target: String
    /// The product's name.
    package var product: String

    /// `product` linked by `target`.
    package init(target: String, product: String) {
        self.target = target
        self.product = product
    }
}
