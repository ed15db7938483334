extension XcodeProjectEdit {
    /// The names of the targets in the project file `bytes` that `--test-target` takes
    /// (`unitTests`: the unit-test bundles) or that `--target` is usually given (every other
    /// target), in the project's order.
    package static func targetNames(inProject bytes: [UInt8], unitTests: Bool)
        throws(XcodeProjectError) -> [String]
    {
        let document = try ProjectDocument(bytes: bytes, file: "project.pbxproj")
        return NativeTarget.all(in: document)
            .filter { ($0.productType == TestTargetFinder.unitTests) == unitTests }
            .map(\.name)
    }
}
