/// What a file of a new app package is to the package layout, and so how it is rewritten when
/// it moves to its target (``PackageLayoutPaths``).
enum PackageLayoutPlace: Equatable, Sendable {
    /// A Swift file of the app target (`RootApp.swift`, `RootView.swift`, the view builder): it
    /// imports the support code and the modules.
    case app
    /// A Swift file of the support code target: everything in it is made public.
    case support
    /// A Swift file of the Main module's target: it imports the support code, its entry is made
    /// public.
    case module
    /// A Swift file of the Main module's test target: it tests the module's target.
    case moduleTests
    /// A Swift file of the app's test target: it also imports the support code it tests.
    case appTests
    /// The project's README, which describes the layout.
    case readme
    /// Any other file (the manifest, resources, config, records), kept as it is.
    case other
}
