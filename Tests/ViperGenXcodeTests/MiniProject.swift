/// A small hand-written project file with one target and one source file, for edge cases that
/// the fixtures do not have.
enum MiniProject {
    /// The project's text; `children` is the main group's children list as written (so it can
    /// be written on one line), `sections` replaces the build file section.
    static func text(
        productType: String = "com.apple.product-type.application",
        children: String = "(\n\t\t\t\tC0000000000000000000000C /* Sources */,\n\t\t\t)",
        buildFiles: String = """
        /* Begin PBXBuildFile section */
        \t\tB0000000000000000000000B /* A.swift in Sources */ = {isa = PBXBuildFile; \
        fileRef = F0000000000000000000000F /* A.swift */; };
        /* End PBXBuildFile section */


        """,
        sourceFiles: String = "\t\t\t\tB0000000000000000000000B /* A.swift in Sources */,\n"
    ) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        \(buildFiles)/* Begin PBXFileReference section */
        \t\tF0000000000000000000000F /* A.swift */ = {isa = PBXFileReference; \
        lastKnownFileType = sourcecode.swift; path = A.swift; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tA0000000000000000000000A = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = \(children);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tC0000000000000000000000C /* Sources */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000000000000000000000F /* A.swift */,
        \t\t\t);
        \t\t\tpath = Sources;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tD0000000000000000000000D /* Kit */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tE0000000000000000000000E /* Sources */,
        \t\t\t);
        \t\t\tname = Kit;
        \t\t\tproductType = "\(productType)";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t90000000000000000000000P /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = A0000000000000000000000A;
        \t\t\ttargets = (
        \t\t\t\tD0000000000000000000000D /* Kit */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tE0000000000000000000000E /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \(sourceFiles)\t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */
        \t};
        \trootObject = 90000000000000000000000P /* Project object */;
        }

        """
    }

    /// The text's bytes.
    static func bytes(productType: String = "com.apple.product-type.application") -> [UInt8] {
        Array(text(productType: productType).utf8)
    }
}
