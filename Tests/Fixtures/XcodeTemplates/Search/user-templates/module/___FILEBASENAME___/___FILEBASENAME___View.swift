//  ___FILENAME___ (from my user template)

import SwiftUI

struct ___FILEBASENAMEASIDENTIFIER___: View {
    var body: some View { Text("___VARIABLE_moduleName:swiftString___") }
}
