; Medici Table for Windows: an installer made with Inno Setup 6 from the PyInstaller bundle.
;
;   pyinstaller --noconfirm packaging\medici_table.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\medici-table.iss
;
; (.github/workflows/installers.yml does both, reading the version from pyproject.toml.)
; Installs per user without administrator rights by default (the player may choose "all users"),
; adds a Start menu entry, an optional desktop icon and an uninstaller.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\medici-table.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\medici-table"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\medici_table\icons\medici-table.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; The AppId identifies the program for upgrades and uninstall: never change it.
AppId={{6C1D2A4E-8F3B-4C7A-9E51-4D2B7A9C0E13}
AppName=Medici Table
AppVersion={#AppVersion}
AppVerName=Medici Table {#AppVersion}
AppPublisher=Medici Table developers
AppPublisherURL=https://github.com/medici-table/medici-table
DefaultDirName={autopf}\Medici Table
DefaultGroupName=Medici Table
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=medici-table-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\medici-table.exe
UninstallDisplayName=Medici Table
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder bundle: medici-table.exe and _internal\ (Python, Qt, rules_data, assets).
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle's libraries rather than leaving old ones beside the new.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Medici Table"; Filename: "{app}\medici-table.exe"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,Medici Table}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Medici Table"; Filename: "{app}\medici-table.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\medici-table.exe"; Description: "{cm:LaunchProgram,Medici Table}"; Flags: nowait postinstall skipifsilent
