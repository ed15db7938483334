/// A declaration that compiles on Linux but not on macOS, placed in a Darwin branch next to the
/// platform layer to prove that the Darwin type check can fail.
struct DarwinBranchProbe: Sendable, CustomStringConvertible {
    /// What the probe gets wrong, for test output.
    let name: String
    /// The declaration, using the C library.
    let declaration: String
    /// Text the compiler's error must contain.
    let expectedDiagnostic: String

    var description: String { name }

    /// A source file holding `declaration` in a Darwin branch, laid out as the layer's files are.
    var source: String {
        "#if canImport(Darwin)\n    import Darwin\n\n    \(declaration)\n#endif\n"
    }

    /// Every probe: a Linux-only name, a Linux-only width and a conversion only Darwin needs.
    static let all: [DarwinBranchProbe] = [
        DarwinBranchProbe(
            name: "Glibc's sighandler_t (Darwin's is sig_t)",
            declaration: "func probe(_ handler: sighandler_t) {}",
            expectedDiagnostic: "sighandler_t"),
        DarwinBranchProbe(
            name: "a 32-bit mode_t (16 bits on Darwin)",
            declaration: "func probe(_ info: stat) -> UInt32 { info.st_mode }",
            expectedDiagnostic: "UInt16"),
        DarwinBranchProbe(
            name: "RENAME_EXCL passed without UInt32(…)",
            declaration: "func probe() -> Int32 { renamex_np(\"a\", \"b\", RENAME_EXCL) }",
            expectedDiagnostic: "UInt32"),
    ]
}
