import Testing

@testable import ViperGenSwiftSource

/// `#if … #endif` blocks as `SwiftSource` sees them: directives, branches, safe lines.
@Suite("Conditional compilation blocks")
struct ConditionalBlockTests {
    private let text = """
        enum Views {
            case main
            #if DEBUG  // debug builds only
                case debugMenu
                #if os(iOS)
                    case shake
                #endif
            #elseif STAGING
                case staging
            #else
                case feedback
            #endif
            let note = "#if DEBUG"
        }

        """

    @Test func directivesMakeNestedBlocksWithTheirHeadings() {
        let source = SwiftSource(text)
        #expect(
            source.conditionals == [
                ConditionalBlock(
                    lines: [2, 7, 9, 11],
                    headings: ["#if DEBUG", "#elseif STAGING", "#else", "#endif"], isClosed: true),
                ConditionalBlock(
                    lines: [4, 6], headings: ["#if os(iOS)", "#endif"], isClosed: true),
            ])
        let directives = source.tokens.indices.filter(source.isDirective)
        #expect(Set(directives.map { source.tokens[$0].line }) == [2, 4, 6, 7, 9, 11])
    }

    @Test func branchesAreDescribedFromTheBodyBeingEdited() {
        let source = SwiftSource(text)
        let open = source.indices(of: ["{"])[0]
        let index = { (name: String) in source.indices(of: [name])[0] }
        #expect(source.branch(around: index("main"), notAround: open) == nil)
        #expect(source.branch(around: index("shake"), notAround: open) == "#if os(iOS)")
        #expect(source.branch(around: index("staging"), notAround: open) == "#elseif STAGING")
        #expect(
            source.branch(around: index("feedback"), notAround: open) == "the #else of #if DEBUG")
        #expect(source.conditionals(around: index("shake"), notAround: open).count == 2)
    }

    @Test func linesInsideABlockMovePastTheOutermostEndif() {
        let source = SwiftSource(text)
        let open = source.indices(of: ["{"])[0]
        #expect(source.unconditionalLine(2, notAround: open) == 2)
        #expect(source.unconditionalLine(6, notAround: open) == 12)
        #expect(source.unconditionalLine(11, notAround: open) == 12)
        #expect(source.unconditionalLine(12, notAround: open) == 12)
    }

    @Test func aBlockAroundTheBodyDoesNotMakeItsContentConditional() {
        let source = SwiftSource("#if canImport(SwiftUI)\nenum Views {\n    case main\n}\n#endif\n")
        let open = source.indices(of: ["{"])[0]
        #expect(!source.isConditional(source.indices(of: ["main"])[0], notAround: open))
        #expect(source.unconditionalLine(3, notAround: open) == 3)
        #expect(source.unconditionalLine(3, notAround: nil) == 5)
    }

    @Test func aBranchThatLeavesABraceOpenIsNotSteppedOver() {
        let source = SwiftSource(
            "func f() {\n    a()\n#if DEBUG\n    if debug {\n#else\n    if true {\n#endif\n"
                + "        b()\n    }\n}\n")
        let open = source.indices(of: ["{"])[0]
        #expect(source.conditionals.count == 1)
        #expect(source.unconditionalLine(4, notAround: open) == nil)
        #expect(source.unconditionalLine(2, notAround: open) == 2)
    }

    @Test func strayAndUnclosedDirectives() {
        let source = SwiftSource("#endif\n#else\nlet a = 1\n#if DEBUG\nlet b = 2\n")
        #expect(
            source.conditionals == [
                ConditionalBlock(lines: [3], headings: ["#if DEBUG"], isClosed: false)
            ])
        #expect(source.unconditionalLine(5, notAround: nil) == nil)
        #expect(source.unconditionalLine(2, notAround: nil) == 2)
    }
}
