import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

@Suite struct MacroModifierTests {
    @Test(arguments: [
        (MacroModifier.identifier, "My App-2.0", "My_App_2_0"),
        (.identifier, "2048 Game", "_2048_Game"),
        (.identifier, "Café", "Caf_"),
        (.identifier, "", ""),
        (.c99ExtIdentifier, "Café Crème-1", "Café_Crème_1"),
        (.c99ExtIdentifier, "1up", "_1up"),
        (.bundleIdentifier, "com.acme.My App_2", "com.acme.My-App-2"),
        (.rfc1034Identifier, "com.acme.My App_2", "com-acme-My-App-2"),
        (.xml, #"a & b < c > "d" 'e'"#, "a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;"),
        (.deletingTrailingDot, "Acme Inc..", "Acme Inc."),
        (.deletingTrailingDot, "Acme", "Acme"),
        (.lowercase, "PaymentDetails", "paymentdetails"),
        (.uppercase, "PaymentDetails", "PAYMENTDETAILS"),
        (.lowerCamel, "Payments", "payments"),
        (.lowerCamel, "PaymentDetails", "paymentDetails"),
        (.lowerCamel, "payment-details", "paymentDetails"),
        (.lowerCamel, "payment_details", "paymentDetails"),
        (.lowerCamel, "payment details", "paymentDetails"),
        (.lowerCamel, "URLPreview", "urlPreview"),
        (.lowerCamel, "FAQ", "faq"),
        (.lowerCamel, "IOSSettings", "iosSettings"),
        (.lowerCamel, "HTTP2Client", "http2Client"),
        (.upperCamel, "payments", "Payments"),
        (.upperCamel, "paymentDetails", "PaymentDetails"),
        (.upperCamel, "payment-details", "PaymentDetails"),
        (.upperCamel, "payment_details", "PaymentDetails"),
        (.upperCamel, "payment details", "PaymentDetails"),
        (.upperCamel, "URLSession", "URLSession"),
    ])
    func modifier(modifier: MacroModifier, input: String, expected: String) {
        #expect(modifier.apply(to: input) == expected)
    }

    @Test(arguments: [
        (MacroModifier.lastPathComponent, "/tmp/scratch.tiff", "scratch.tiff"),
        (.lastPathComponent, "/tmp/lock/", "lock"),
        (.lastPathComponent, "scratch", "scratch"),
        (.deletingLastPathComponent, "/tmp/scratch.tiff", "/tmp"),
        (.deletingLastPathComponent, "/tmp/lock/", "/tmp"),
        (.deletingLastPathComponent, "scratch.tiff", ""),
        (.deletingLastPathComponent, "/", "/"),
        (.deletingLastPathComponent, "a", ""),
        (.deletingLastPathComponent, "/tmp", "/"),
        (.deletingLastPathComponent, "a//é", "a"),
        (.lastPathComponent, "a//é", "é"),
        (.lastPathComponent, "/", "/"),
        (.deletingPathExtension, "a//é", "a/é"),
        (.deletingPathExtension, "/tmp/scratch.tiff", "/tmp/scratch"),
        (.deletingPathExtension, ".bashrc", ".bashrc"),
        (.pathExtension, "a//é", ""),
        (.pathExtension, ".bashrc", ""),
        (.pathExtension, "/tmp/scratch.tiff", "tiff"),
        (.pathExtension, "archive.tar.gz", "gz"),
        (.pathExtension, "/tmp/", ""),
        (.pathExtension, ".gitignore", ""),
        (.deletingPathExtension, "/tmp/scratch.tiff", "/tmp/scratch"),
        (.deletingPathExtension, "archive.tar.gz", "archive.tar"),
        (.deletingPathExtension, ".gitignore", ".gitignore"),
    ])
    func pathModifier(modifier: MacroModifier, input: String, expected: String) {
        #expect(modifier.apply(to: input) == expected)
    }

    @Test func everyModifierIsReachableFromATemplate() throws {
        let values = EngineFixtures.values(variables: ["v": "a b.c/"])
        for modifier in MacroModifier.allCases {
            let rendered = try EngineFixtures.renderContent(
                "___VARIABLE_v:\(modifier.rawValue)___", values: values)
            #expect(rendered == modifier.apply(to: "a b.c/"), "\(modifier)")
        }
    }
}
