import Foundation
import Testing

@testable import ViperGenSystem

/// `~` and `~name` expand as `NSString.expandingTildeInPath` expanded them.
@Suite("Tilde expansion")
struct TildeExpansionTests {
    private let expansion = TildeExpansion { user in
        switch user {
        case nil: return "/home/jane"
        case "sam": return "/users/sam/"
        default: return nil
        }
    }

    @Test(arguments: [
        ("~", "/home/jane"), ("~/", "/home/jane"), ("~/Templates/", "/home/jane/Templates"),
        ("~//a", "/home/jane//a"), ("~sam", "/users/sam"), ("~sam/x", "/users/sam//x"),
        ("~nobody/x", "~nobody/x"), ("a/~/b", "a/~/b"), ("/abs/", "/abs/"), ("rel/", "rel/"),
        ("", ""),
    ])
    func expandsLikeNSString(path: String, expected: String) {
        #expect(expansion.expanding(path) == expected)
    }

    @Test(arguments: ["~", "~/", "~/Templates/x/", "~root/x", "~no-such-user-here/x", "x/~"])
    func systemExpansionMatchesFoundation(path: String) {
        #expect(
            TildeExpansion.system.expanding(path) == NSString(string: path).expandingTildeInPath)
    }
}
