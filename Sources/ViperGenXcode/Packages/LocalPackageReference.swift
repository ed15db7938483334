/// A local Swift package an Xcode project refers to, with the products its targets link.
package struct LocalPackageReference: Equatable, Sendable {
    /// The package's folder relative to the folder holding the `.xcodeproj`, such as
    /// `Packages/Payments` (it may start with `..`).
    package var path: String
    /// How the project refers to it.
    package var style: LocalPackageStyle
    /// The products of the package each target links, in the project's target order.
    package var linkedProducts: [LinkedProduct]

    /// The package at `path`, referred to in `style`, with `linkedProducts`.
    package init(path: String, style: LocalPackageStyle, linkedProducts: [LinkedProduct]) {
        self.path = path
        self.style = style
        self.linkedProducts = linkedProducts
    }
}
