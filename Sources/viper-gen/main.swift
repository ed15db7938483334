import ViperGenCLI

// Everything lives in the libraries; this only hands the process over.
ViperGenTool.main()
