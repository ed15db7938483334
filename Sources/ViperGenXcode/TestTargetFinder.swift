/// Finds the unit-test target that tests an application target, so that a module's tests join
/// the target that builds them.
package struct TestTargetFinder: Sendable {
    /// The unit-test bundle product type.
    static let unitTests = "com.apple.product-type.bundle.unit-test"

    /// The project file's path, for messages.
    package var projectFile: String

    /// A finder for the project file `projectFile`.
    package init(projectFile: String) {
        self.projectFile = projectFile
    }

    /// The unit-test target of the project file `bytes` that tests `appTarget`: the one hosted
    /// in its app (TEST_HOST or BUNDLE_LOADER) or depending on it, as Xcode makes a test target
    /// with a host app, else the one named `<appTarget>Tests`; nil when there is none, or
    /// several and none of them so named.
    package func testTarget(testing appTarget: String, in bytes: [UInt8])
        throws(XcodeProjectError) -> String?
    {
        let document = try ProjectDocument(bytes: bytes, file: projectFile)
        return Self.testTarget(
            testing: appTarget, among: NativeTarget.all(in: document), in: document)?.name
    }

    /// The unit-test target among `targets` of `document` that tests `appTarget`, as
    /// ``testTarget(testing:in:)`` chooses it.
    static func testTarget(
        testing appTarget: String, among targets: [NativeTarget], in document: ProjectDocument
    ) -> NativeTarget? {
        guard let app = targets.first(where: { $0.name == appTarget }) else { return nil }
        let tests = targets.filter { $0.productType == Self.unitTests }
        let settings = BuildSettings(document: document)
        let products = Set(settings.productNames(of: app))
        let testing = tests.filter { test in
            settings.hostProductNames(of: test).contains(where: products.contains)
                || (document[test.id]?.references("dependencies") ?? []).contains {
                    document[$0]?.string("target") == app.id
                }
        }
        if testing.count == 1 { return testing[0] }
        let candidates = testing.isEmpty ? tests : testing
        return candidates.first { $0.name == appTarget + "Tests" }
    }

    /// The unit-test target among `targets` named `name` (`--test-target`); throws when no
    /// unit-test target has that name, listing those there are.
    static func testTarget(named name: String, among targets: [NativeTarget])
        throws(XcodeProjectError) -> NativeTarget
    {
        let tests = targets.filter { $0.productType == Self.unitTests }
        guard let named = tests.first(where: { $0.name == name }) else {
            throw .unknownTestTarget(name: name, available: tests.map(\.name))
        }
        return named
    }
}
