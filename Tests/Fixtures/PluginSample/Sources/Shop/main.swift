// The app's SwiftUI views build on Apple platforms; elsewhere this target is a stub.
print("Shop")
