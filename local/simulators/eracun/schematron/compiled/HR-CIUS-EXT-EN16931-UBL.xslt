<?xml version="1.0" encoding="UTF-8"?>
<xsl:transform xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:error="https://doi.org/10.5281/zenodo.1495494#error" xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2" xmlns:hrextac="urn:mfin.gov.hr:schema:xsd:HRExtensionAggregateComponents-1" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:sch="http://purl.oclc.org/dsdl/schematron" xmlns:schxslt-api="https://doi.org/10.5281/zenodo.1495494#api" xmlns:schxslt="https://doi.org/10.5281/zenodo.1495494" xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:u="utils" xmlns:ubl-creditnote="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:ubl-invoice="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" version="2.0">
   <rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dct="http://purl.org/dc/terms/" xmlns:skos="http://www.w3.org/2004/02/skos/core#">
      <dct:creator>
         <dct:Agent>
            <skos:prefLabel>SchXslt/${project.version} SaxonJS/2.7</skos:prefLabel>
            <schxslt.compile.typed-variables xmlns="https://doi.org/10.5281/zenodo.1495494#">true</schxslt.compile.typed-variables>
         </dct:Agent>
      </dct:creator>
      <dct:created>2026-11-29T00:12:39.493Z</dct:created>
   </rdf:Description>
   <xsl:output indent="yes"/>
   <function xmlns="http://www.w3.org/1999/XSL/Transform" name="u:ctrlOIB" as="xs:boolean">
      <param name="o"/>
      <variable name="oib" select="if (starts-with($o, 'HR')) then substring($o, 3) else $o"/>
      <variable name="valid" select="matches($oib,'^[0-9]{11}$')"/>
      <variable name="z1" select="number(substring($oib, 1, 1))"/>
      <variable name="z2" select="number(substring($oib, 2, 1))"/>
      <variable name="z3" select="number(substring($oib, 3, 1))"/>
      <variable name="z4" select="number(substring($oib, 4, 1))"/>
      <variable name="z5" select="number(substring($oib, 5, 1))"/>
      <variable name="z6" select="number(substring($oib, 6, 1))"/>
      <variable name="z7" select="number(substring($oib, 7, 1))"/>
      <variable name="z8" select="number(substring($oib, 8, 1))"/>
      <variable name="z9" select="number(substring($oib, 9, 1))"/>
      <variable name="z10" select="number(substring($oib, 10, 1))"/>
      <variable name="ctrl" select="number(substring($oib, 11, 1))"/>
      <variable name="inter1" select="if (($z1 + 10) mod 10 = 0) then 9 else (($z1 + 10) mod 10 * 2) mod 11"/>
      <variable name="inter2" select="if (($z2 + $inter1) mod 10 = 0) then 9 else (($z2 + $inter1) mod 10 * 2) mod 11"/>
      <variable name="inter3" select="if (($z3 + $inter2) mod 10 = 0) then 9 else (($z3 + $inter2) mod 10 * 2) mod 11"/>
      <variable name="inter4" select="if (($z4 + $inter3) mod 10 = 0) then 9 else (($z4 + $inter3) mod 10 * 2) mod 11"/>
      <variable name="inter5" select="if (($z5 + $inter4) mod 10 = 0) then 9 else (($z5 + $inter4) mod 10 * 2) mod 11"/>
      <variable name="inter6" select="if (($z6 + $inter5) mod 10 = 0) then 9 else (($z6 + $inter5) mod 10 * 2) mod 11"/>
      <variable name="inter7" select="if (($z7 + $inter6) mod 10 = 0) then 9 else (($z7 + $inter6) mod 10 * 2) mod 11"/>
      <variable name="inter8" select="if (($z8 + $inter7) mod 10 = 0) then 9 else (($z8 + $inter7) mod 10 * 2) mod 11"/>
      <variable name="inter9" select="if (($z9 + $inter8) mod 10 = 0) then 9 else (($z9 + $inter8) mod 10 * 2) mod 11"/>
      <variable name="inter10" select="if (($z10 + $inter9) mod 10 = 0) then 9 else (($z10 + $inter9) mod 10 * 2) mod 11"/>
      <variable name="calcCtrl" select="if (11 - $inter10 = 10) then 0 else 11 - $inter10"/>
      <sequence select="$valid and ($calcCtrl = $ctrl)"/>
   </function>
   <function xmlns="http://www.w3.org/1999/XSL/Transform" name="u:check3010" as="xs:boolean">
      <param name="broj" as="xs:anyAtomicType?"/>
      <variable name="d" select="string($broj)"/>
      <sequence select="string-length($d) &lt;= 30 and string-length(substring-after($d,'.')) &lt;= 10"/>
   </function>
   <xsl:param name="schxslt.validate.initial-document-uri" as="xs:string?"/>
   <xsl:template name="schxslt.validate">
      <xsl:apply-templates select="document($schxslt.validate.initial-document-uri)"/>
   </xsl:template>
   <xsl:template match="root()">
      <xsl:param name="schxslt.validate.recursive-call" as="xs:boolean" select="false()"/>
      <xsl:choose>
         <xsl:when test="not($schxslt.validate.recursive-call) and (normalize-space($schxslt.validate.initial-document-uri) != '')">
            <xsl:apply-templates select="document($schxslt.validate.initial-document-uri)">
               <xsl:with-param name="schxslt.validate.recursive-call" as="xs:boolean" select="true()"/>
            </xsl:apply-templates>
         </xsl:when>
         <xsl:otherwise>
            <xsl:variable name="metadata" as="element()?">
               <svrl:metadata xmlns:dct="http://purl.org/dc/terms/" xmlns:skos="http://www.w3.org/2004/02/skos/core#" xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <dct:creator>
                     <dct:Agent>
                        <skos:prefLabel>
                           <xsl:value-of separator="/" select="(system-property('xsl:product-name'), system-property('xsl:product-version'))"/>
                        </skos:prefLabel>
                     </dct:Agent>
                  </dct:creator>
                  <dct:created>
                     <xsl:value-of select="current-dateTime()"/>
                  </dct:created>
                  <dct:source>
                     <rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/">
                        <dct:creator>
                           <dct:Agent>
                              <skos:prefLabel>SchXslt/${project.version} SaxonJS/2.7</skos:prefLabel>
                              <schxslt.compile.typed-variables xmlns="https://doi.org/10.5281/zenodo.1495494#">true</schxslt.compile.typed-variables>
                           </dct:Agent>
                        </dct:creator>
                        <dct:created>2026-11-29T00:12:39.493Z</dct:created>
                     </rdf:Description>
                  </dct:source>
               </svrl:metadata>
            </xsl:variable>
            <xsl:variable name="report" as="element(schxslt:report)">
               <schxslt:report>
                  <xsl:call-template name="d80aAB"/>
               </schxslt:report>
            </xsl:variable>
            <xsl:variable name="schxslt:report" as="node()*">
               <xsl:sequence select="$metadata"/>
               <xsl:for-each select="$report/schxslt:document">
                  <xsl:for-each select="schxslt:pattern">
                     <xsl:sequence select="node()"/>
                     <xsl:sequence select="../schxslt:rule[@pattern = current()/@id]/node()"/>
                  </xsl:for-each>
               </xsl:for-each>
            </xsl:variable>
            <svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl" schemaVersion="iso" title="Rules for CIUS-HR and EXT-HR 2025 (1.0.0)">
               <svrl:ns-prefix-in-attribute-values prefix="cbc" uri="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"/>
               <svrl:ns-prefix-in-attribute-values prefix="cac" uri="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"/>
               <svrl:ns-prefix-in-attribute-values prefix="ext" uri="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"/>
               <svrl:ns-prefix-in-attribute-values prefix="sig" uri="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2"/>
               <svrl:ns-prefix-in-attribute-values prefix="hrextac" uri="urn:mfin.gov.hr:schema:xsd:HRExtensionAggregateComponents-1"/>
               <svrl:ns-prefix-in-attribute-values prefix="ubl-creditnote" uri="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>
               <svrl:ns-prefix-in-attribute-values prefix="ubl-invoice" uri="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>
               <svrl:ns-prefix-in-attribute-values prefix="u" uri="utils"/>
               <svrl:ns-prefix-in-attribute-values prefix="xs" uri="http://www.w3.org/2001/XMLSchema"/>
               <xsl:sequence select="$schxslt:report"/>
            </svrl:schematron-output>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="text() | @*" mode="#all" priority="-10"/>
   <xsl:template match="/" mode="#all" priority="-10">
      <xsl:apply-templates mode="#current" select="node()"/>
   </xsl:template>
   <xsl:template match="*" mode="#all" priority="-10">
      <xsl:apply-templates mode="#current" select="@*"/>
      <xsl:apply-templates mode="#current" select="node()"/>
   </xsl:template>
   <xsl:template name="d80aAB">
      <schxslt:document>
         <schxslt:pattern id="d80aAB">
            <xsl:if test="exists(base-uri(root()))">
               <xsl:attribute name="documents" select="base-uri(root())"/>
            </xsl:if>
            <xsl:for-each select="root()">
               <svrl:active-pattern xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="documents" select="base-uri(.)"/>
               </svrl:active-pattern>
            </xsl:for-each>
         </schxslt:pattern>
         <schxslt:pattern id="d80aAD">
            <xsl:if test="exists(base-uri(root()))">
               <xsl:attribute name="documents" select="base-uri(root())"/>
            </xsl:if>
            <xsl:for-each select="root()">
               <svrl:active-pattern xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="documents" select="base-uri(.)"/>
               </svrl:active-pattern>
            </xsl:for-each>
         </schxslt:pattern>
         <schxslt:pattern id="d80aAF">
            <xsl:if test="exists(base-uri(root()))">
               <xsl:attribute name="documents" select="base-uri(root())"/>
            </xsl:if>
            <xsl:for-each select="root()">
               <svrl:active-pattern xmlns:svrl="http://purl.oclc.org/dsdl/svrl" name="HRCodesmodel" id="HRCodesmodel">
                  <xsl:attribute name="documents" select="base-uri(.)"/>
               </svrl:active-pattern>
            </xsl:for-each>
         </schxslt:pattern>
         <xsl:apply-templates mode="d80aAB" select="root()"/>
      </schxslt:document>
   </xsl:template>
   <xsl:template match="//*[not(*) and not(normalize-space()) and not(ancestor-or-self::sig:UBLDocumentSignatures)]" priority="19" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAB']">
            <schxslt:rule pattern="d80aAB">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "//*[not(*) and not(normalize-space()) and not(ancestor-or-self::sig:UBLDocumentSignatures)]" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">//*[not(*) and not(normalize-space()) and not(ancestor-or-self::sig:UBLDocumentSignatures)]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAB">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">//*[not(*) and not(normalize-space()) and not(ancestor-or-self::sig:UBLDocumentSignatures)]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(false())">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-33">
                     <xsl:attribute name="test">false()</xsl:attribute>
                     <svrl:text>[HR-BR-33] - Račun ne smije sadržavati prazne xml elemente osim elementa s elektroničkim potpisom računa.</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAB')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="ubl-creditnote:CreditNote | ubl-invoice:Invoice" priority="18" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:variable name="issueDate" select="xs:date(cbc:IssueDate)"/>
      <xsl:variable name="payableAmount" select="             if (/ubl-invoice:Invoice) then               cac:LegalMonetaryTotal/cbc:PayableAmount             else               cac:LegalMonetaryTotal/cbc:PayableAmount * -1"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "ubl-creditnote:CreditNote | ubl-invoice:Invoice" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">ubl-creditnote:CreditNote | ubl-invoice:Invoice</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">ubl-creditnote:CreditNote | ubl-invoice:Invoice</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(not(matches(/*/cbc:ID, '\s')))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-1">
                     <xsl:attribute name="test">not(matches(/*/cbc:ID, '\s'))</xsl:attribute>
                     <svrl:text>[HR-BR-1] - Broj računa ne smije sadržavati bjeline (whitespace znakove)
			</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((xs:date(cbc:IssueDate) &gt;= xs:date('2026-01-01')) and (xs:date(cbc:IssueDate) &lt; xs:date('2100-01-01')))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-40">
                     <xsl:attribute name="test">(xs:date(cbc:IssueDate) &gt;= xs:date('2026-01-01')) and (xs:date(cbc:IssueDate) &lt; xs:date('2100-01-01'))</xsl:attribute>
                     <svrl:text>[HR-BR-40] - Datum izdavanja računa (BT-2) - (<xsl:value-of select="$issueDate"/>) mora biti veći od 01.01.2026 i manji od 01.01.2100.
			</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((xs:date(cbc:TaxPointDate) &gt;= xs:date('1900-01-01')) and (xs:date(cbc:TaxPointDate) &lt; xs:date('2100-01-01'))) or not(exists(cbc:TaxPointDate)))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-48">
                     <xsl:attribute name="test">((xs:date(cbc:TaxPointDate) &gt;= xs:date('1900-01-01')) and (xs:date(cbc:TaxPointDate) &lt; xs:date('2100-01-01'))) or not(exists(cbc:TaxPointDate))</xsl:attribute>
                     <svrl:text>[HR-BR-48] - Datum nastanka obveze PDV (BT-7) mora biti veći od 01.01.1900. i manji od 01.01.2100.
			</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((xs:date(cac:InvoicePeriod/cbc:StartDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:StartDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:StartDate))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-49">
                     <xsl:attribute name="test">((xs:date(cac:InvoicePeriod/cbc:StartDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:StartDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:StartDate)))</xsl:attribute>
                     <svrl:text>[HR-BR-49] - Početni datum obračunskog razdoblja (BT-73) mora biti veći od 01.01.1900. i manji od 01.01.2100.
			</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((xs:date(cac:InvoicePeriod/cbc:EndDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:EndDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:EndDate))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-50">
                     <xsl:attribute name="test">((xs:date(cac:InvoicePeriod/cbc:EndDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:EndDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:EndDate)))</xsl:attribute>
                     <svrl:text>[HR-BR-50] - Završni datum obračunskog razdoblja (BT-74) mora biti veći od 01.01.1900. i manji od 01.01.2100.
			</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(cbc:IssueTime and matches(cbc:IssueTime, '^[0-9]{2}:[0-9]{2}:[0-9]{2}$'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-2">
                     <xsl:attribute name="test">cbc:IssueTime and matches(cbc:IssueTime, '^[0-9]{2}:[0-9]{2}:[0-9]{2}$')</xsl:attribute>
                     <svrl:text>[HR-BR-2] - Račun mora imati vrijeme izdavanja računa (HR-BT-2). Vrijeme se upisuje u formatu hh:mm:ss</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(/*/cbc:ProfileID and (matches(normalize-space(/*/cbc:ProfileID), '^P([1-9]{1})$') or matches(normalize-space(/*/cbc:ProfileID), '^P([1]{1}[0-2]{1})$') or matches(normalize-space(/*/cbc:ProfileID), '^P99:')))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-34">
                     <xsl:attribute name="test">/*/cbc:ProfileID and (matches(normalize-space(/*/cbc:ProfileID), '^P([1-9]{1})$') or matches(normalize-space(/*/cbc:ProfileID), '^P([1]{1}[0-2]{1})$') or matches(normalize-space(/*/cbc:ProfileID), '^P99:'))</xsl:attribute>
                     <svrl:text>[HR-BR-34] - Oznaka procesa (BT-23) MORA biti navedena. Koriste se vrijednosti P1-P12 ili P99:Oznaka kupca</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(string-length(cbc:ProfileID) &lt;= 200)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-42">
                     <xsl:attribute name="test">string-length(cbc:ProfileID) &lt;= 200</xsl:attribute>
                     <svrl:text>[HR-BR-42] - Oznaka procesa (BT-23) ne smije biti veća od 200 znakova</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(string-length(cac:ContractDocumentReference/cbc:ID) &lt;= 1024)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-43">
                     <xsl:attribute name="test">string-length(cac:ContractDocumentReference/cbc:ID) &lt;= 1024</xsl:attribute>
                     <svrl:text>[HR-BR-43] - Referenca ugovora (BT-12) ne smije imati više od 1024 znakova</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((xs:date(cac:Delivery/cbc:ActualDeliveryDate) &gt;= xs:date('1900-01-01') and xs:date(cac:Delivery/cbc:ActualDeliveryDate) &lt; xs:date('2100-01-01')) or (not(exists(cac:Delivery/cbc:ActualDeliveryDate))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-44">
                     <xsl:attribute name="test">(xs:date(cac:Delivery/cbc:ActualDeliveryDate) &gt;= xs:date('1900-01-01') and xs:date(cac:Delivery/cbc:ActualDeliveryDate) &lt; xs:date('2100-01-01')) or (not(exists(cac:Delivery/cbc:ActualDeliveryDate)))</xsl:attribute>
                     <svrl:text>[HR-BR-44] - Stvarni datum isporuke (BT-72) mora biti veći od 01.01.1900. i manji od 01.01.2100.</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(normalize-space(cbc:CustomizationID) = 'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0')">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-5">
                     <xsl:attribute name="test">normalize-space(cbc:CustomizationID) = 'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0'</xsl:attribute>
                     <svrl:text>[HR-BR-5] - Identifikator specifikacije (BT-24) mora imati vrijednost 'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0'</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'S']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'S'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-S-1">
                     <xsl:attribute name="test">(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'S']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'S']))</xsl:attribute>
                     <svrl:text>[HR-BR-S-1] - Račun koji sadržava stavku računa (BG-25) u kojoj je šifra kategorije PDV-a fakturiranog artikla (BT-151) 'Standardna ili reducirana stopa PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'S']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'S'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-S-2">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'S']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'S']))</xsl:attribute>
                     <svrl:text>[HR-BR-S-2] - Račun koji sadržava popust na razini dokumenta (BG-20) u kojemu je šifra kategorije PDV-a popusta na razini dokumenta (BT-95) 'Standardna ili reducirana stopa PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'S']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'S'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-S-3">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'S']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'S']))</xsl:attribute>
                     <svrl:text>[HR-BR-S-3] - Račun koji sadržava trošak na razini dokumenta (BG-21) u kojemu je šifra kategorije PDV-a troška na razini dokumenta (BT-102) 'Standardna ili reducirana stopa PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'Z']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'Z'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-Z-1">
                     <xsl:attribute name="test">(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'Z']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'Z']))</xsl:attribute>
                     <svrl:text>[HR-BR-Z-1] - Račun koji sadržava stavku računa (BG-25) u kojoj je šifra kategorije PDV-a fakturiranog artikla (BT-151) 'Nulta stopa PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-Z-2">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z']))</xsl:attribute>
                     <svrl:text>[HR-BR-Z-2] - Račun koji sadržava popust na razini dokumenta (BG-20) u kojemu je šifra kategorije PDV-a popusta na razini dokumenta (BT-95) 'Nulta stopa PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-Z-3">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'Z']))</xsl:attribute>
                     <svrl:text>[HR-BR-Z-3] - Račun koji sadržava trošak na razini dokumenta (BG-21) u kojemu je šifra kategorije PDV-a troška na razini dokumenta (BT-102) 'Nulta stopa PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-E-1">
                     <xsl:attribute name="test">(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E']))</xsl:attribute>
                     <svrl:text>[HR-BR-E-1] - Račun koji sadržava stavku računa (BG-25) u kojoj je šifra kategorije PDV-a fakturiranog artikla (BT-151) 'Oslobođeno PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-E-2">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']))</xsl:attribute>
                     <svrl:text>[HR-BR-E-2] - Račun koji sadržava popust na razini dokumenta (BG-20) u kojemu je šifra kategorije PDV-a popusta na razini dokumenta (BT-95) 'Oslobođeno PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-E-3">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']))</xsl:attribute>
                     <svrl:text>[HR-BR-E-3] - Račun koji sadržava trošak na razini dokumenta (BG-21) u kojemu je šifra kategorije PDV-a troška na razini dokumenta (BT-102) 'Oslobođeno PDV' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'AE']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'AE'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-AE-1">
                     <xsl:attribute name="test">(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'AE']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'AE']))</xsl:attribute>
                     <svrl:text>[HR-BR-AE-1] - Račun koji sadržava stavku računa (BG-25) u kojoj je šifra kategorije PDV-a fakturiranog artikla (BT-151) 'Prijenos porezne obveze' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-AE-2">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE']))</xsl:attribute>
                     <svrl:text>[HR-BR-AE-2] - Račun koji sadržava popust na razini dokumenta (BG-20) u kojemu je šifra kategorije PDV-a popusta na razini dokumenta (BT-95) 'Prijenos porezne obveze' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-AE-3">
                     <xsl:attribute name="test">(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE']) and (exists(//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID))) or not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'AE']))</xsl:attribute>
                     <svrl:text>[HR-BR-AE-3] - Račun koji sadržava trošak na razini dokumenta (BG-21) u kojemu je šifra kategorije PDV-a troška na razini dokumenta (BT-102) 'Prijenos porezne obveze' mora sadržavati PDV identifikator Kupca (BT-48)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E'])) and (exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal)) or (not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E'])) and (not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']))) and (not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E'])))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-26">
                     <xsl:attribute name="test">(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E'])) and (exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal)) or (not(exists(//cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E'])) and (not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='false']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']))) and (not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:ID) = 'E']))))</xsl:attribute>
                     <svrl:text>[HR-BR-26] - Račun koji sadržava stavku računa (BG-25), popust na razini dokumenta (BG-20) ili trošak na razini dokumenta (BG-21), gdje je kod kategorije PDV-a (BT-151, BT-95 ili  BT-102) „oslobođeno od PDV-a“ mora sadržavati HR raspodjelu PDV (HR-BG-2)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and (cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = round((xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) + xs:decimal(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) - xs:decimal(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount)) * 10 * 10) div 100 ))  or (not(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and (cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = round((xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) - xs:decimal(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount)) * 10 * 10 ) div 100)) or ((cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and not(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = round((xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) + xs:decimal(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount)) * 10 * 10 ) div 100)) or (not(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and not(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount))) or (not(exists(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-27">
                     <xsl:attribute name="test">((cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and (cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = round((xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) + xs:decimal(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) - xs:decimal(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount)) * 10 * 10) div 100 ))  or (not(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and (cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = round((xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) - xs:decimal(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount)) * 10 * 10 ) div 100)) or ((cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and not(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = round((xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) + xs:decimal(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount)) * 10 * 10 ) div 100)) or (not(cac:LegalMonetaryTotal/cbc:ChargeTotalAmount) and not(cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount) and (xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/cbc:TaxExclusiveAmount) = xs:decimal(cac:LegalMonetaryTotal/cbc:LineExtensionAmount) - xs:decimal(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount))) or (not(exists(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal)))</xsl:attribute>
                     <svrl:text>[HR-BR-27] - HR iznos osnovice za PDV (HR-BT-23) mora biti jednak zbroju neto iznosa stavki računa (BT-131) umanjen za zbroj iznosa popusta na razini dokumenta (BT-92) uvećan za zbroj iznosa troškova na razini dokumenta (BT-99) i umanjen za HR neoporezivi iznos (HR-BT-24)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/hrextac:HRTaxCategory[normalize-space(cbc:ID) = 'O'])) and (//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/cbc:TaxAmount = 0) or (not(exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/hrextac:HRTaxCategory[normalize-space(cbc:ID) = 'O']))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-29">
                     <xsl:attribute name="test">(exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/hrextac:HRTaxCategory[normalize-space(cbc:ID) = 'O'])) and (//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/cbc:TaxAmount = 0) or (not(exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/hrextac:HRTaxCategory[normalize-space(cbc:ID) = 'O'])))</xsl:attribute>
                     <svrl:text>[HR-BR-29] - Stavke računa, troškovi ili popusti koji ne ulaze u poreznu osnovicu HR kod kategorije PDV-a (HR-BT-18) mora biti „O“, a HR iznos kategorije poreza (HR-BT-17) mora biti 0</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK']) or exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PP']) or exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PPMV']) or exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:N']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PP']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PPMV']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:N'])) and (exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal))) or (not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK'])) and not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PP'])) and not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PPMV'])) and not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:N'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PP'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PPMV'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:N']))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-30">
                     <xsl:attribute name="test">((exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK']) or exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PP']) or exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PPMV']) or exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:N']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PP']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PPMV']) or exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:N'])) and (exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal))) or (not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK'])) and not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PP'])) and not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:PPMV'])) and not(exists(//cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:Name) = 'HR:N'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:POVNAK'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PP'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:PPMV'])) and not(exists(//cac:AllowanceCharge[cbc:ChargeIndicator='true']/cac:TaxCategory[normalize-space(cbc:Name) = 'HR:N'])))</xsl:attribute>
                     <svrl:text>[HR-BR-30] - HR Ukupni iznosi računa (HR-BG-3) se navodi na računu ako račun sadrži stavke računa (BG-25) ili troškove na razini dokumenta (BG-21) koji ne ulaze u poreznu osnovicu računa osim ako je EN porezna kategorija (O) Neoporeziva prodaja I Oznaka porezne kategorije HR:O.</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount) = round(sum(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal[hrextac:HRTaxCategory/normalize-space(cbc:ID) = 'O']/xs:decimal(cbc:TaxableAmount)) * 10 * 10) div 100) or (not(exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-32">
                     <xsl:attribute name="test">(xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal/hrextac:OutOfScopeOfVATAmount) = round(sum(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal[hrextac:HRTaxCategory/normalize-space(cbc:ID) = 'O']/xs:decimal(cbc:TaxableAmount)) * 10 * 10) div 100) or (not(exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRLegalMonetaryTotal)))</xsl:attribute>
                     <svrl:text>[HR-BR-32] - HR neoporezivi iznos (HR-BT-24) jednak je zbroju neto iznosa stavki računa (BT-131) koje NE ulaze u poreznu osnovicu umanjen za zbroj iznosa popusta na razini dokumenta (BT-92) i uvećan za zbroj iznosa troškova na razini dokumenta (BT-99) koje NE ulaze u poreznu osnovicu</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/cbc:TaxAmount) = round(sum(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/xs:decimal(cbc:TaxAmount)) * 10 * 10) div 100) or (not(exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-54">
                     <xsl:attribute name="test">(xs:decimal(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/cbc:TaxAmount) = round(sum(ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal/xs:decimal(cbc:TaxAmount)) * 10 * 10) div 100) or (not(exists(//ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal)))</xsl:attribute>
                     <svrl:text>[HR-BR-54] - HR Ukupni iznos PDV (HR-BT-25) mora biti jednak zbroju HR iznosa kategorije PDV (HR-BT-17)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(($payableAmount &gt; 0) and (exists(cbc:DueDate) or exists(cac:PaymentMeans/cbc:PaymentDueDate)) or (($payableAmount &lt;= 0)))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-4">
                     <xsl:attribute name="test">($payableAmount &gt; 0) and (exists(cbc:DueDate) or exists(cac:PaymentMeans/cbc:PaymentDueDate)) or (($payableAmount &lt;= 0))</xsl:attribute>
                     <svrl:text>[HR-BR-4] - U slučaju pozitivnog iznosa koji dospijeva na plaćanje (BT-115), datum dospijeća plaćanja (BT-9) mora biti naveden</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="/ubl-invoice:Invoice/cac:PaymentMeans | /ubl-creditnote:CreditNote/cac:PaymentMeans" priority="17" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:variable name="dueDate" select="             if (/ubl-invoice:Invoice) then               ../cbc:DueDate             else               cbc:PaymentDueDate"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "/ubl-invoice:Invoice/cac:PaymentMeans | /ubl-creditnote:CreditNote/cac:PaymentMeans" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">/ubl-invoice:Invoice/cac:PaymentMeans | /ubl-creditnote:CreditNote/cac:PaymentMeans</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">/ubl-invoice:Invoice/cac:PaymentMeans | /ubl-creditnote:CreditNote/cac:PaymentMeans</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not((xs:date($dueDate) &gt;= xs:date('1900-01-01') and xs:date($dueDate) &lt; xs:date('2100-01-01')) or not(exists(cbc:PaymentDueDate)))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-41">
                     <xsl:attribute name="test">(xs:date($dueDate) &gt;= xs:date('1900-01-01') and xs:date($dueDate) &lt; xs:date('2100-01-01')) or not(exists(cbc:PaymentDueDate))</xsl:attribute>
                     <svrl:text>[HR-BR-41] - Datum dospijeća plaćanja (BT-9) -(<xsl:value-of select="$dueDate"/>) - mora biti veći od 01.01.1900. i manji od 01.01.2100.</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:TaxTotal" priority="16" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:TaxTotal" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxTotal</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxTotal</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not((xs:decimal(../ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/cbc:TaxAmount) = xs:decimal(cbc:TaxAmount) or (cbc:TaxAmount/@currencyID != ../cbc:DocumentCurrencyCode)) or (not(exists(../ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-55">
                     <xsl:attribute name="test">(xs:decimal(../ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/cbc:TaxAmount) = xs:decimal(cbc:TaxAmount) or (cbc:TaxAmount/@currencyID != ../cbc:DocumentCurrencyCode)) or (not(exists(../ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal)))</xsl:attribute>
                     <svrl:text>[HR-BR-55] - HR Ukupni iznos PDV (HR-BT-25) mora biti jednak ukupni iznos PDV (HR-BT-110)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:TaxTotal/cac:TaxSubtotal" priority="15" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:TaxTotal/cac:TaxSubtotal" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxTotal/cac:TaxSubtotal</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxTotal/cac:TaxSubtotal</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(u:check3010(cac:TaxCategory/cbc:Percent))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cac:TaxCategory/cbc:Percent)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = true()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = true()]" priority="14" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = true()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = true()]" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = true()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = true()]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = true()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = true()]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(((cac:TaxCategory[normalize-space(cbc:ID) = 'E'] or cac:TaxCategory[normalize-space(cbc:ID) = 'O']) and exists(cac:TaxCategory/cbc:Name)) or (cac:TaxCategory[normalize-space(cbc:ID) != 'E'] and cac:TaxCategory[normalize-space(cbc:ID) != 'O']))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-11">
                     <xsl:attribute name="test">((cac:TaxCategory[normalize-space(cbc:ID) = 'E'] or cac:TaxCategory[normalize-space(cbc:ID) = 'O']) and exists(cac:TaxCategory/cbc:Name)) or (cac:TaxCategory[normalize-space(cbc:ID) != 'E'] and cac:TaxCategory[normalize-space(cbc:ID) != 'O'])</xsl:attribute>
                     <svrl:text>[HR-BR-11] - Svaki troškak na razini dokumenta (BG-21) koji ne podliježe PDV-u ili je oslobođen PDV-a mora imati oznaku kategorije PDV-a troška na razini dokumenta (HR-BT-6)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((cac:TaxCategory[normalize-space(cbc:ID) = 'E'] or cac:TaxCategory[normalize-space(cbc:ID) = 'O']) and (exists(cac:TaxCategory/cbc:TaxExemptionReason) or exists(cac:TaxCategory/cbc:TaxExemptionReasonCode))) or (cac:TaxCategory[normalize-space(cbc:ID) != 'E'] and cac:TaxCategory[normalize-space(cbc:ID) != 'O']))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-13">
                     <xsl:attribute name="test">((cac:TaxCategory[normalize-space(cbc:ID) = 'E'] or cac:TaxCategory[normalize-space(cbc:ID) = 'O']) and (exists(cac:TaxCategory/cbc:TaxExemptionReason) or exists(cac:TaxCategory/cbc:TaxExemptionReasonCode))) or (cac:TaxCategory[normalize-space(cbc:ID) != 'E'] and cac:TaxCategory[normalize-space(cbc:ID) != 'O'])</xsl:attribute>
                     <svrl:text>[HR-BR-13] - Svaki troškak na razini dokumenta (BG-21) koji ne podliježe PDV-u ili je oslobođen mora imati razlog oslobođenja PDV-a troška na razini dokumenta (HR-BT-6) ili kod razloga oslobođenja PDV-a a troška na razini dokumenta (HR-BT-7)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(u:check3010(cac:TaxCategory/cbc:Percent))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cac:TaxCategory/cbc:Percent)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = false()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = false()]" priority="13" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = false()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = false()]" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = false()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = false()]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">/ubl-invoice:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = false()] | /ubl-creditnote:CreditNote/cac:AllowanceCharge[cbc:ChargeIndicator = false()]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(u:check3010(cac:TaxCategory/cbc:Percent))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cac:TaxCategory/cbc:Percent)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:BillingReference" priority="12" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:BillingReference" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:BillingReference</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:BillingReference</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(exists(cac:InvoiceDocumentReference/cbc:ID) and exists(cac:InvoiceDocumentReference/cbc:IssueDate))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-6">
                     <xsl:attribute name="test">exists(cac:InvoiceDocumentReference/cbc:ID) and exists(cac:InvoiceDocumentReference/cbc:IssueDate)</xsl:attribute>
                     <svrl:text>[HR-BR-6] - Svaka referenca prethodnog računa (BG-3) mora imati datum izdavanja prethodnog računa (BT-26)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(xs:date(cac:InvoiceDocumentReference/cbc:IssueDate) &gt;= xs:date('1900-01-01') and xs:date(cac:InvoiceDocumentReference/cbc:IssueDate) &lt; xs:date('2100-01-01'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-45">
                     <xsl:attribute name="test">xs:date(cac:InvoiceDocumentReference/cbc:IssueDate) &gt;= xs:date('1900-01-01') and xs:date(cac:InvoiceDocumentReference/cbc:IssueDate) &lt; xs:date('2100-01-01')</xsl:attribute>
                     <svrl:text>[HR-BR-45] - Datum izdavanja prethodnog računa (BT-26) mora biti mora biti veći od 01.01.1900. i manji od 01.01.2100.</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:AccountingSupplierParty" priority="11" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:AccountingSupplierParty" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingSupplierParty</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingSupplierParty</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(cac:Party/cbc:EndpointID)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-7">
                     <xsl:attribute name="test">cac:Party/cbc:EndpointID</xsl:attribute>
                     <svrl:text>[HR-BR-7] - Elektronička adresa Prodavatelja (BT-34) mora biti navedena</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(cac:SellerContact/cbc:Name)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-37">
                     <xsl:attribute name="test">cac:SellerContact/cbc:Name</xsl:attribute>
                     <svrl:text>[HR-BR-37] - Račun mora sadržavati oznaku operatera (HR-BT-4)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(cac:SellerContact/cbc:ID and u:ctrlOIB(cac:SellerContact/cbc:ID))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-9">
                     <xsl:attribute name="test">cac:SellerContact/cbc:ID and u:ctrlOIB(cac:SellerContact/cbc:ID)</xsl:attribute>
                     <svrl:text>[HR-BR-9] - Račun mora sadržavati ispravan OIB operatera (HR-BT-5)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme" priority="10" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not((u:ctrlOIB(cbc:CompanyID)) or (../cac:PostalAddress/cac:Country/cbc:IdentificationCode != 'HR'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-53">
                     <xsl:attribute name="test">(u:ctrlOIB(cbc:CompanyID)) or (../cac:PostalAddress/cac:Country/cbc:IdentificationCode != 'HR')</xsl:attribute>
                     <svrl:text>[HR-BR-53] - HR PDV identifikacijski broj (BT-31, BT-48, BT-63) ili porezni identifikator (BT-32) mora biti ispravan OIB</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:AccountingCustomerParty" priority="9" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:AccountingCustomerParty" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingCustomerParty</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingCustomerParty</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(cac:Party/cbc:EndpointID)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-10">
                     <xsl:attribute name="test">cac:Party/cbc:EndpointID</xsl:attribute>
                     <svrl:text>[HR-BR-10] - Elektronička adresa Kupca (BT-49) mora biti navedena</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme" priority="8" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not((u:ctrlOIB(cbc:CompanyID)) or (../cac:PostalAddress/cac:Country/cbc:IdentificationCode != 'HR'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-53">
                     <xsl:attribute name="test">(u:ctrlOIB(cbc:CompanyID)) or (../cac:PostalAddress/cac:Country/cbc:IdentificationCode != 'HR')</xsl:attribute>
                     <svrl:text>[HR-BR-53] - HR PDV identifikacijski broj (BT-31, BT-48, BT-63) ili porezni identifikator (BT-32) mora biti ispravan OIB</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:TaxRepresentativeParty/cac:PartyTaxScheme" priority="7" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:TaxRepresentativeParty/cac:PartyTaxScheme" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxRepresentativeParty/cac:PartyTaxScheme</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxRepresentativeParty/cac:PartyTaxScheme</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not((u:ctrlOIB(cbc:CompanyID)) or (../cac:PostalAddress/cac:Country/cbc:IdentificationCode != 'HR'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-53">
                     <xsl:attribute name="test">(u:ctrlOIB(cbc:CompanyID)) or (../cac:PostalAddress/cac:Country/cbc:IdentificationCode != 'HR')</xsl:attribute>
                     <svrl:text>[HR-BR-53] - HR PDV identifikacijski broj (BT-31, BT-48, BT-63) ili porezni identifikator (BT-32) mora biti ispravan OIB</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:InvoiceLine | cac:CreditNoteLine" priority="6" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:variable name="hasOrderReference" select="../cac:OrderReference/cbc:ID"/>
      <xsl:variable name="hasDespatchDocumentReference" select="../cac:DespatchDocumentReference/cbc:ID"/>
      <xsl:variable name="hasReceiptDocumentReference" select="../cac:ReceiptDocumentReference/cbc:ID"/>
      <xsl:variable name="quantity" select="             if (/ubl-invoice:Invoice) then cbc:InvoicedQuantity             else cbc:CreditedQuantity"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:InvoiceLine | cac:CreditNoteLine" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:InvoiceLine | cac:CreditNoteLine</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:InvoiceLine | cac:CreditNoteLine</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not((exists(cac:OrderLineReference/cac:OrderReference/cbc:ID) and not($hasOrderReference)) or (not(exists(cac:OrderLineReference/cac:OrderReference/cbc:ID)) and ($hasOrderReference)) or (not(exists(cac:OrderLineReference/cac:OrderReference/cbc:ID)) and not($hasOrderReference)))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-17">
                     <xsl:attribute name="test">(exists(cac:OrderLineReference/cac:OrderReference/cbc:ID) and not($hasOrderReference)) or (not(exists(cac:OrderLineReference/cac:OrderReference/cbc:ID)) and ($hasOrderReference)) or (not(exists(cac:OrderLineReference/cac:OrderReference/cbc:ID)) and not($hasOrderReference))</xsl:attribute>
                     <svrl:text>[HR-BR-17] - Ako se koristi referenca narudžbenice na stavci računa (HR-BT-9), zabranjeno je koristiti BT-13 Referencu narudžbenice na razini računa</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(cac:DespatchLineReference/cac:DocumentReference/cbc:ID) and not($hasDespatchDocumentReference)) or (not(exists(cac:DespatchLineReference/cac:DocumentReference/cbc:ID)) and ($hasDespatchDocumentReference)) or (not(exists(cac:DespatchLineReference/cac:DocumentReference/cbc:ID)) and not($hasDespatchDocumentReference)))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-18">
                     <xsl:attribute name="test">(exists(cac:DespatchLineReference/cac:DocumentReference/cbc:ID) and not($hasDespatchDocumentReference)) or (not(exists(cac:DespatchLineReference/cac:DocumentReference/cbc:ID)) and ($hasDespatchDocumentReference)) or (not(exists(cac:DespatchLineReference/cac:DocumentReference/cbc:ID)) and not($hasDespatchDocumentReference))</xsl:attribute>
                     <svrl:text>[HR-BR-18] - Ako se koristi referenca otpremnice na stavci računa (HR-BT-10), zabranjeno je koristiti BT-16 Referencu otpremnice na razini računa</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(cac:ReceiptLineReference/cac:DocumentReference/cbc:ID) and not($hasReceiptDocumentReference)) or (not(exists(cac:ReceiptLineReference/cac:DocumentReference/cbc:ID)) and ($hasReceiptDocumentReference)) or (not(exists(cac:ReceiptLineReference/cac:DocumentReference/cbc:ID)) and not($hasReceiptDocumentReference)))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-19">
                     <xsl:attribute name="test">(exists(cac:ReceiptLineReference/cac:DocumentReference/cbc:ID) and not($hasReceiptDocumentReference)) or (not(exists(cac:ReceiptLineReference/cac:DocumentReference/cbc:ID)) and ($hasReceiptDocumentReference)) or (not(exists(cac:ReceiptLineReference/cac:DocumentReference/cbc:ID)) and not($hasReceiptDocumentReference))</xsl:attribute>
                     <svrl:text>[HR-BR-19] - Ako se koristi referenca primke na stavci računa (HR-BT-11), zabranjeno je koristiti BT-15 Referencu primke na razini računa</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(not(cac:Price/cbc:BaseQuantity) or xs:decimal(cac:Price/cbc:BaseQuantity) &gt; 0)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-20">
                     <xsl:attribute name="test">not(cac:Price/cbc:BaseQuantity) or xs:decimal(cac:Price/cbc:BaseQuantity) &gt; 0</xsl:attribute>
                     <svrl:text>[HR-BR-20] - Jedinična količina za cijenu artikla, ako je iskazana, MORA biti pozitivan broj veći od nule</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((xs:date(cac:InvoicePeriod/cbc:StartDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:StartDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:StartDate))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-51">
                     <xsl:attribute name="test">((xs:date(cac:InvoicePeriod/cbc:StartDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:StartDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:StartDate)))</xsl:attribute>
                     <svrl:text>[HR-BR-51] - Početni datum obračunskog razdoblja stavke računa (BT-134) mora biti veći od 01.01.1900. i manji od 01.01.2100.
			</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(((xs:date(cac:InvoicePeriod/cbc:EndDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:EndDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:EndDate))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-52">
                     <xsl:attribute name="test">((xs:date(cac:InvoicePeriod/cbc:EndDate) &gt;= xs:date('1900-01-01')) and (xs:date(cac:InvoicePeriod/cbc:EndDate) &lt; xs:date('2100-01-01'))) or (not(exists(cac:InvoicePeriod/cbc:EndDate)))</xsl:attribute>
                     <svrl:text>[HR-BR-52] - Završni datum obračunskog razdoblja stavke računa (BT-135) mora biti veći od 01.01.1900. i manji od 01.01.2100.
			</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(u:check3010($quantity))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010($quantity)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(u:check3010(cac:Item/cac:ClassifiedTaxCategory/cbc:Percent))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cac:Item/cac:ClassifiedTaxCategory/cbc:Percent)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:Price" priority="5" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:Price" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:Price</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:Price</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(u:check3010(cbc:PriceAmount))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cbc:PriceAmount)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(u:check3010(cac:AllowanceCharge/cbc:Amount))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cac:AllowanceCharge/cbc:Amount)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(u:check3010(cac:AllowanceCharge/cbc:BaseAmount))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cac:AllowanceCharge/cbc:BaseAmount)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(u:check3010(cbc:BaseQuantity))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(cbc:BaseQuantity)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:Price/cbc:BaseQuantity[@unitCode]" priority="4" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:variable name="hasQuantity" select="../../cbc:InvoicedQuantity or ../../cbc:CreditedQuantity"/>
      <xsl:variable name="lineID" select="../../cbc:ID"/>
      <xsl:variable name="quantity" select="           if (/ubl-invoice:Invoice) then             ../../cbc:InvoicedQuantity           else             ../../cbc:CreditedQuantity"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:Price/cbc:BaseQuantity[@unitCode]" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:Price/cbc:BaseQuantity[@unitCode]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:Price/cbc:BaseQuantity[@unitCode]</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(not($hasQuantity) or @unitCode = $quantity/@unitCode)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-21">
                     <xsl:attribute name="test">not($hasQuantity) or @unitCode = $quantity/@unitCode</xsl:attribute>
                     <svrl:text>[HR-BR-21] - Stavka <xsl:value-of select="$lineID"/>: Jedinica mjere jedinične količine cijene artikla, ako je iskazan, MORA biti jednaka jedinici mjere obračunate količine (BT-130)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:Item" priority="3" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:variable name="lineID" select="../cbc:ID"/>
      <xsl:variable name="documentTypeCode" select="    if (/ubl-invoice:Invoice) then     ../../cbc:InvoiceTypeCode    else     ../../cbc:CreditNoteTypeCode"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:Item" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:Item</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:Item</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(((exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E']) or exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'O'])) and exists(cac:ClassifiedTaxCategory/cbc:Name)) or (exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'E']) and exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'O'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-16">
                     <xsl:attribute name="test">((exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E']) or exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'O'])) and exists(cac:ClassifiedTaxCategory/cbc:Name)) or (exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'E']) and exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'O']))</xsl:attribute>
                     <svrl:text>[HR-BR-16] - Stavka <xsl:value-of select="$lineID"/>: Svaka stavka računa (BG-25) koja ne podliježe PDV-u ili je oslobođena od PDV-a mora imati oznaku kategorije PDV-a obračunate stavke HR-BT-12</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(cac:CommodityClassification/cbc:ItemClassificationCode) and (cac:CommodityClassification/cbc:ItemClassificationCode/@listID = 'CG')) or (not(exists(cac:CommodityClassification/cbc:ItemClassificationCode)) and $documentTypeCode[contains(' 386 81 83 261 262 296 308 381 396 420 458 532 ', concat(' ', normalize-space(.), ' '))]) or ($documentTypeCode[contains(' 386 81 83 261 262 296 308 381 396 420 458 532 ', concat(' ', normalize-space(.), ' '))] and (cac:CommodityClassification/cbc:ItemClassificationCode/@listID != 'CG')))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-25">
                     <xsl:attribute name="test">(exists(cac:CommodityClassification/cbc:ItemClassificationCode) and (cac:CommodityClassification/cbc:ItemClassificationCode/@listID = 'CG')) or (not(exists(cac:CommodityClassification/cbc:ItemClassificationCode)) and $documentTypeCode[contains(' 386 81 83 261 262 296 308 381 396 420 458 532 ', concat(' ', normalize-space(.), ' '))]) or ($documentTypeCode[contains(' 386 81 83 261 262 296 308 381 396 420 458 532 ', concat(' ', normalize-space(.), ' '))] and (cac:CommodityClassification/cbc:ItemClassificationCode/@listID != 'CG'))</xsl:attribute>
                     <svrl:text>[HR-BR-25] - Stavka <xsl:value-of select="$lineID"/>: Svaki artikl MORA imati identifikator klasifikacije artikla iz sheme Klasifikacija proizvoda po djelatnostima: KPD (CPA) – listID „CG“, osim u slučaju računa za predujam i odobrenja.</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E'] or exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'O'])) and (exists(cac:ClassifiedTaxCategory/cbc:TaxExemptionReason) or exists(cac:ClassifiedTaxCategory/cbc:TaxExemptionReasonCode))) or ((cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'E']) and (cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'O'])))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-36">
                     <xsl:attribute name="test">(exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'E'] or exists(cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'O'])) and (exists(cac:ClassifiedTaxCategory/cbc:TaxExemptionReason) or exists(cac:ClassifiedTaxCategory/cbc:TaxExemptionReasonCode))) or ((cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'E']) and (cac:ClassifiedTaxCategory[normalize-space(cbc:ID) != 'O']))</xsl:attribute>
                     <svrl:text>[HR-BR-36] - Stavka <xsl:value-of select="$lineID"/>: Svaka stavka računa (BG-25) koja ne podliježe PDV-u ili je oslobođena od PDV-a mora imati razlog oslobođenja PDV-a (HR-BT-13) ili kod razloga oslobođenja PDV-a (HR-BT-14)</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(string-length(cbc:Name) &lt;= 1024)">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-46">
                     <xsl:attribute name="test">string-length(cbc:Name) &lt;= 1024</xsl:attribute>
                     <svrl:text>[HR-BR-46] - Stavka <xsl:value-of select="$lineID"/>: Naziv artikla (BT-153) mora imati manje od 1024 znakova</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((string-length(cbc:Description) &lt;= 4096) or (not(exists(cbc:Description))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-47">
                     <xsl:attribute name="test">(string-length(cbc:Description) &lt;= 4096) or (not(exists(cbc:Description)))</xsl:attribute>
                     <svrl:text>[HR-BR-47] - Stavka <xsl:value-of select="$lineID"/>: Opis artikla (BT-154) mora imati manje od 4096 znakova</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal" priority="2" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAD']">
            <schxslt:rule pattern="d80aAD">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAD">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/hrextac:HRFISK20Data/hrextac:HRTaxTotal/hrextac:HRTaxSubtotal</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not((((exists(hrextac:HRTaxCategory/cbc:ID)) or (hrextac:HRTaxCategory/cbc:ID = 'E') or (hrextac:HRTaxCategory/cbc:ID = 'O')) and (xs:decimal(cbc:TaxAmount) = 0)) or ((hrextac:HRTaxCategory/cbc:ID != 'E') and (hrextac:HRTaxCategory/cbc:ID != 'O')))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-28">
                     <xsl:attribute name="test">(((exists(hrextac:HRTaxCategory/cbc:ID)) or (hrextac:HRTaxCategory/cbc:ID = 'E') or (hrextac:HRTaxCategory/cbc:ID = 'O')) and (xs:decimal(cbc:TaxAmount) = 0)) or ((hrextac:HRTaxCategory/cbc:ID != 'E') and (hrextac:HRTaxCategory/cbc:ID != 'O'))</xsl:attribute>
                     <svrl:text>[HR-BR-28] - Za cac:TaxScheme = „VAT“ i kod porezne kategorije „E“ ili „O“ HR iznos porezne kategorije mora biti 0</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'S') and (hrextac:HRTaxCategory/cbc:Percent &gt; 0) or (hrextac:HRTaxCategory/cbc:ID != 'S'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-S-10">
                     <xsl:attribute name="test">(exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'S') and (hrextac:HRTaxCategory/cbc:Percent &gt; 0) or (hrextac:HRTaxCategory/cbc:ID != 'S')</xsl:attribute>
                     <svrl:text>[HR-BR-S-10] - Za svaku HR raspodjelu PDV u kojoj je kategorija PDV-a (HR-BT-18) "Standard rated" stopa PDV mora biti veća od 0</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'Z') and (hrextac:HRTaxCategory/cbc:Percent = 0) or (hrextac:HRTaxCategory/cbc:ID != 'Z'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-Z-10">
                     <xsl:attribute name="test">(exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'Z') and (hrextac:HRTaxCategory/cbc:Percent = 0) or (hrextac:HRTaxCategory/cbc:ID != 'Z')</xsl:attribute>
                     <svrl:text>[HR-BR-Z-10] - Za svaku HR raspodjelu PDV u kojoj je kategorija PDV-a (HR-BT-18) "Zero rated" stopa PDV mora biti 0</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'E') and (hrextac:HRTaxCategory/cbc:Percent = 0) or (hrextac:HRTaxCategory/cbc:ID != 'E'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-E-10">
                     <xsl:attribute name="test">(exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'E') and (hrextac:HRTaxCategory/cbc:Percent = 0) or (hrextac:HRTaxCategory/cbc:ID != 'E')</xsl:attribute>
                     <svrl:text>[HR-BR-E-10] - Za svaku HR raspodjelu PDV u kojoj je kategorija PDV-a (HR-BT-18) "Exempted - Oslobodjeno PDV" stopa PDV mora biti 0</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not((exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'AE') and (hrextac:HRTaxCategory/cbc:Percent = 0) or (hrextac:HRTaxCategory/cbc:ID != 'AE'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-AE-10">
                     <xsl:attribute name="test">(exists(hrextac:HRTaxCategory/cbc:ID)) and (hrextac:HRTaxCategory/cbc:ID = 'AE') and (hrextac:HRTaxCategory/cbc:Percent = 0) or (hrextac:HRTaxCategory/cbc:ID != 'AE')</xsl:attribute>
                     <svrl:text>[HR-BR-AE-10] - Za svaku HR raspodjelu PDV u kojoj je kategorija PDV-a (HR-BT-18) "Prijenos porezne obveze" stopa PDV mora biti 0</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
               <xsl:if test="not(u:check3010(hrextac:HRTaxCategory/cbc:Percent))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-56">
                     <xsl:attribute name="test">u:check3010(hrextac:HRTaxCategory/cbc:Percent)</xsl:attribute>
                     <svrl:text>[HR-BR-56] - Cijene artikla (BT-146, BT-147, BT-148), stope PDV (BT-119, BT-96, BT-103, BT-152, HR-BT-19), količine (BT-129, BT-149) ne smiju imati više od 10 decimala i 30 znamenki</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAD')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:TaxCategory/cbc:Name | cac:ClassifiedTaxCategory/cbc:Name | hrextac:HRTaxCategory/cbc:Name" priority="1" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAF']">
            <schxslt:rule pattern="d80aAF">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:TaxCategory/cbc:Name | cac:ClassifiedTaxCategory/cbc:Name | hrextac:HRTaxCategory/cbc:Name" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxCategory/cbc:Name | cac:ClassifiedTaxCategory/cbc:Name | hrextac:HRTaxCategory/cbc:Name</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAF">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
                  <xsl:attribute name="context">cac:TaxCategory/cbc:Name | cac:ClassifiedTaxCategory/cbc:Name | hrextac:HRTaxCategory/cbc:Name</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(((not(contains(normalize-space(.), ' ')) and contains(' HR:PDV25 HR:PDV13 HR:PDV5 HR:Z HR:K HR:G HR:AE HR:E HR:POVNAK HR:PP HR:PPMV HR:O HR:N ', concat(' ', normalize-space(.), ' ')))))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-CL-1">
                     <xsl:attribute name="test">((not(contains(normalize-space(.), ' ')) and contains(' HR:PDV25 HR:PDV13 HR:PDV5 HR:Z HR:K HR:G HR:AE HR:E HR:POVNAK HR:PP HR:PPMV HR:O HR:N ', concat(' ', normalize-space(.), ' '))))</xsl:attribute>
                     <svrl:text>[HR-BR-CL-1] - Oznaka kategorije PDV mora imati vrijednosti iz HR-TB-2 HR oznaka kategorije PDV iz Specifikacije osnovne uporabe eRačuna s proširenjima</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAF')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:template match="cac:CommodityClassification/cbc:ItemClassificationCode" priority="0" mode="d80aAB">
      <xsl:param name="schxslt:patterns-matched" as="xs:string*"/>
      <xsl:variable name="lineID" select="../../../cbc:ID"/>
      <xsl:choose>
         <xsl:when test="$schxslt:patterns-matched[. = 'd80aAF']">
            <schxslt:rule pattern="d80aAF">
               <xsl:comment xmlns:svrl="http://purl.oclc.org/dsdl/svrl">WARNING: Rule for context "cac:CommodityClassification/cbc:ItemClassificationCode" shadowed by preceding rule</xsl:comment>
               <svrl:suppressed-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl" flag="fatal">
                  <xsl:attribute name="context">cac:CommodityClassification/cbc:ItemClassificationCode</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:suppressed-rule>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="$schxslt:patterns-matched"/>
            </xsl:next-match>
         </xsl:when>
         <xsl:otherwise>
            <schxslt:rule pattern="d80aAF">
               <svrl:fired-rule xmlns:svrl="http://purl.oclc.org/dsdl/svrl" flag="fatal">
                  <xsl:attribute name="context">cac:CommodityClassification/cbc:ItemClassificationCode</xsl:attribute>
                  <xsl:variable name="documentUri" as="xs:anyURI?" select="document-uri()"/>
                  <xsl:if test="exists($documentUri)">
                     <xsl:attribute name="document" select="$documentUri"/>
                  </xsl:if>
               </svrl:fired-rule>
               <xsl:if test="not(((not(contains(normalize-space(.), ' ')) and (./@listID = 'CG') and contains(' 01.11.11 01.11.12 01.11.20 01.11.31 01.11.32 01.11.33 01.11.41 01.11.42 01.11.43 01.11.49 01.11.50 01.11.61 01.11.62 01.11.69 01.11.71 01.11.72 01.11.73 01.11.74 01.11.75 01.11.76 01.11.77 01.11.79 01.11.81 01.11.82 01.11.91 01.11.92 01.11.93 01.11.94 01.11.95 01.11.96 01.11.99 01.12.00 01.13.11 01.13.12 01.13.13 01.13.14 01.13.15 01.13.16 01.13.17 01.13.18 01.13.21 01.13.29 01.13.31 01.13.32 01.13.33 01.13.34 01.13.39 01.13.41 01.13.42 01.13.43 01.13.44 01.13.49 01.13.51 01.13.52 01.13.53 01.13.54 01.13.59 01.13.60 01.13.71 01.13.72 01.13.80 01.13.90 01.14.00 01.15.00 01.16.01 01.16.02 01.16.09 01.19.10 01.19.21 01.19.22 01.19.31 01.19.32 01.21.01 01.21.02 01.22.01 01.22.02 01.22.03 01.22.04 01.22.09 01.23.01 01.23.02 01.23.03 01.23.04 01.23.09 01.24.10 01.24.21 01.24.22 01.24.23 01.24.24 01.24.25 01.24.26 01.24.27 01.24.28 01.24.29 01.25.11 01.25.12 01.25.13 01.25.19 01.25.20 01.25.31 01.25.32 01.25.33 01.25.34 01.25.35 01.25.39 01.25.90 01.26.11 01.26.12 01.26.20 01.26.30 01.27.01 01.27.02 01.27.03 01.27.04 01.27.09 01.28.11 01.28.12 01.28.13 01.28.14 01.28.15 01.28.16 01.28.17 01.28.19 01.28.20 01.28.30 01.29.10 01.29.20 01.29.30 01.30.00 01.41.10 01.41.20 01.41.30 01.42.11 01.42.12 01.42.20 01.43.01 01.43.02 01.44.00 01.45.11 01.45.12 01.45.21 01.45.22 01.45.30 01.46.00 01.47.11 01.47.12 01.47.13 01.47.14 01.47.15 01.47.21 01.47.22 01.47.23 01.47.24 01.48.11 01.48.12 01.48.13 01.48.14 01.48.19 01.48.21 01.48.22 01.48.23 01.48.24 01.48.25 01.48.26 01.48.27 01.48.28 01.48.31 01.48.32 01.48.33 01.61.00 01.62.01 01.62.02 01.63.01 01.63.02 01.70.00 02.10.11 02.10.12 02.10.20 02.10.30 02.20.01 02.20.02 02.20.03 02.20.04 02.20.05 02.30.11 02.30.12 02.30.20 02.30.30 02.30.40 02.40.00 03.00.11 03.00.12 03.00.13 03.00.14 03.00.21 03.00.22 03.00.23 03.00.24 03.00.31 03.00.32 03.00.41 03.00.42 03.00.43 03.00.44 03.00.45 03.00.46 03.00.51 03.00.52 03.00.61 03.00.62 03.00.63 03.00.64 03.00.65 03.00.66 03.00.69 03.00.71 03.00.72 05.10.01 05.10.02 05.20.00 06.10.11 06.10.12 06.10.20 06.20.00 07.10.00 07.21.00 07.29.01 07.29.02 07.29.03 07.29.04 07.29.05 07.29.09 08.11.10 08.11.20 08.11.31 08.11.32 08.11.40 08.11.50 08.12.11 08.12.12 08.12.13 08.12.14 08.12.21 08.12.22 08.91.01 08.91.02 08.91.09 08.92.00 08.93.00 08.99.10 08.99.21 08.99.22 08.99.23 09.10.01 09.10.02 09.10.03 09.90.01 09.90.02 09.90.09 10.11.11 10.11.12 10.11.13 10.11.14 10.11.15 10.11.20 10.11.31 10.11.32 10.11.33 10.11.34 10.11.35 10.11.36 10.11.41 10.11.42 10.11.43 10.11.44 10.11.45 10.11.50 10.11.60 10.11.99 10.12.10 10.12.20 10.12.30 10.12.40 10.12.50 10.12.99 10.13.11 10.13.12 10.13.13 10.13.14 10.13.15 10.13.16 10.13.91 10.13.99 10.20.11 10.20.12 10.20.13 10.20.14 10.20.15 10.20.16 10.20.21 10.20.22 10.20.23 10.20.24 10.20.25 10.20.26 10.20.31 10.20.32 10.20.33 10.20.34 10.20.41 10.20.42 10.20.91 10.20.99 10.31.11 10.31.12 10.31.13 10.31.14 10.31.91 10.31.99 10.32.11 10.32.12 10.32.13 10.32.14 10.32.15 10.32.16 10.32.17 10.32.18 10.32.99 10.39.11 10.39.12 10.39.13 10.39.14 10.39.15 10.39.16 10.39.17 10.39.18 10.39.21 10.39.22 10.39.23 10.39.24 10.39.25 10.39.26 10.39.30 10.39.91 10.39.99 10.41.11 10.41.12 10.41.13 10.41.21 10.41.22 10.41.23 10.41.24 10.41.25 10.41.26 10.41.30 10.41.41 10.41.42 10.41.51 10.41.52 10.41.53 10.41.54 10.41.55 10.41.56 10.41.57 10.41.58 10.41.59 10.41.60 10.41.71 10.41.72 10.41.99 10.42.10 10.42.99 10.51.11 10.51.12 10.51.21 10.51.22 10.51.30 10.51.40 10.51.51 10.51.52 10.51.53 10.51.54 10.51.55 10.51.56 10.51.59 10.51.99 10.52.10 10.52.99 10.61.11 10.61.12 10.61.21 10.61.22 10.61.23 10.61.24 10.61.31 10.61.32 10.61.33 10.61.40 10.61.99 10.62.11 10.62.12 10.62.13 10.62.14 10.62.20 10.62.99 10.71.11 10.71.12 10.71.99 10.72.11 10.72.12 10.72.13 10.72.99 10.73.11 10.73.12 10.73.99 10.81.11 10.81.12 10.81.13 10.81.14 10.81.20 10.81.99 10.82.11 10.82.12 10.82.13 10.82.14 10.82.21 10.82.22 10.82.23 10.82.24 10.82.30 10.82.99 10.83.11 10.83.12 10.83.13 10.83.14 10.83.15 10.83.99 10.84.11 10.84.12 10.84.21 10.84.22 10.84.23 10.84.30 10.84.99 10.85.11 10.85.12 10.85.13 10.85.14 10.85.15 10.85.99 10.86.10 10.86.99 10.89.11 10.89.12 10.89.13 10.89.14 10.89.15 10.89.16 10.89.17 10.89.19 10.89.99 10.91.10 10.91.20 10.91.30 10.91.99 10.92.10 10.92.99 11.01.10 11.01.99 11.02.11 11.02.12 11.02.20 11.02.30 11.02.99 11.03.10 11.03.99 11.04.10 11.04.99 11.05.11 11.05.12 11.05.20 11.05.99 11.06.10 11.06.99 11.07.11 11.07.12 11.07.99 12.00.11 12.00.12 12.00.13 12.00.20 12.00.99 13.10.10 13.10.21 13.10.22 13.10.23 13.10.24 13.10.25 13.10.26 13.10.27 13.10.31 13.10.32 13.10.40 13.10.50 13.10.61 13.10.62 13.10.71 13.10.72 13.10.81 13.10.82 13.10.83 13.10.84 13.10.85 13.10.91 13.10.92 13.10.93 13.10.99 13.20.11 13.20.12 13.20.13 13.20.14 13.20.15 13.20.20 13.20.31 13.20.32 13.20.33 13.20.41 13.20.42 13.20.43 13.20.44 13.20.45 13.20.50 13.20.99 13.30.01 13.30.02 13.30.03 13.30.04 13.91.11 13.91.12 13.91.99 13.92.11 13.92.12 13.92.13 13.92.14 13.92.15 13.92.16 13.92.21 13.92.22 13.92.29 13.92.99 13.93.11 13.93.12 13.93.13 13.93.14 13.93.99 13.94.11 13.94.12 13.94.20 13.94.99 13.95.10 13.95.99 13.96.11 13.96.12 13.96.13 13.96.14 13.96.15 13.96.16 13.96.17 13.96.18 13.96.21 13.96.22 13.96.99 13.99.11 13.99.12 13.99.13 13.99.14 13.99.15 13.99.16 13.99.19 13.99.99 14.10.11 14.10.12 14.10.21 14.10.22 14.10.23 14.10.31 14.10.32 14.10.33 14.10.41 14.10.42 14.10.43 14.10.51 14.10.52 14.10.53 14.10.99 14.21.11 14.21.12 14.21.13 14.21.14 14.21.15 14.21.21 14.21.22 14.21.23 14.21.24 14.21.25 14.21.26 14.21.30 14.21.99 14.22.11 14.22.12 14.22.13 14.22.14 14.22.99 14.23.11 14.23.12 14.23.21 14.23.22 14.23.30 14.23.99 14.24.10 14.24.20 14.24.98 14.24.99 14.29.11 14.29.12 14.29.13 14.29.14 14.29.21 14.29.22 14.29.31 14.29.32 14.29.33 14.29.99 15.11.10 15.11.21 15.11.22 15.11.31 15.11.32 15.11.33 15.11.41 15.11.42 15.11.43 15.11.51 15.11.52 15.11.99 15.12.11 15.12.12 15.12.13 15.12.19 15.12.99 15.20.11 15.20.12 15.20.13 15.20.14 15.20.21 15.20.22 15.20.31 15.20.32 15.20.40 15.20.99 16.11.11 16.11.12 16.11.13 16.11.21 16.11.22 16.11.23 16.11.24 16.11.25 16.11.31 16.11.32 16.11.33 16.11.99 16.12.00 16.21.11 16.21.12 16.21.13 16.21.14 16.21.15 16.21.16 16.21.17 16.21.18 16.21.21 16.21.22 16.21.23 16.21.24 16.21.99 16.22.10 16.22.99 16.23.11 16.23.12 16.23.19 16.23.20 16.23.99 16.24.11 16.24.12 16.24.13 16.24.99 16.25.10 16.25.99 16.26.10 16.26.99 16.27.00 16.28.11 16.28.12 16.28.13 16.28.14 16.28.21 16.28.22 16.28.23 16.28.24 16.28.25 16.28.91 16.28.99 17.11.11 17.11.12 17.11.13 17.11.14 17.11.99 17.12.11 17.12.12 17.12.13 17.12.14 17.12.20 17.12.31 17.12.32 17.12.33 17.12.34 17.12.35 17.12.41 17.12.42 17.12.43 17.12.44 17.12.51 17.12.59 17.12.60 17.12.71 17.12.72 17.12.73 17.12.74 17.12.75 17.12.76 17.12.77 17.12.78 17.12.79 17.12.99 17.21.11 17.21.12 17.21.13 17.21.14 17.21.15 17.21.99 17.22.11 17.22.12 17.22.13 17.22.99 17.23.11 17.23.12 17.23.13 17.23.14 17.23.99 17.24.11 17.24.12 17.24.99 17.25.11 17.25.12 17.25.19 17.25.99 18.11.00 18.12.01 18.12.02 18.12.03 18.12.04 18.12.05 18.12.06 18.12.09 18.13.10 18.13.20 18.13.30 18.14.00 18.20.10 18.20.20 18.20.30 19.10.11 19.10.12 19.10.20 19.10.30 19.10.99 19.20.11 19.20.12 19.20.13 19.20.21 19.20.22 19.20.23 19.20.24 19.20.25 19.20.26 19.20.27 19.20.28 19.20.31 19.20.32 19.20.33 19.20.41 19.20.42 19.20.99 20.11.11 20.11.12 20.11.13 20.11.99 20.12.11 20.12.12 20.12.13 20.12.21 20.12.22 20.12.23 20.12.24 20.12.99 20.13.11 20.13.12 20.13.13 20.13.14 20.13.21 20.13.22 20.13.23 20.13.24 20.13.25 20.13.26 20.13.31 20.13.32 20.13.41 20.13.42 20.13.43 20.13.51 20.13.52 20.13.61 20.13.62 20.13.63 20.13.64 20.13.65 20.13.66 20.13.67 20.13.68 20.13.99 20.14.11 20.14.12 20.14.13 20.14.14 20.14.15 20.14.21 20.14.22 20.14.23 20.14.24 20.14.31 20.14.32 20.14.33 20.14.34 20.14.41 20.14.42 20.14.43 20.14.44 20.14.51 20.14.52 20.14.53 20.14.61 20.14.62 20.14.63 20.14.64 20.14.71 20.14.72 20.14.73 20.14.74 20.14.75 20.14.80 20.14.99 20.15.10 20.15.20 20.15.31 20.15.32 20.15.33 20.15.34 20.15.35 20.15.36 20.15.37 20.15.41 20.15.42 20.15.51 20.15.52 20.15.53 20.15.60 20.15.71 20.15.72 20.15.73 20.15.74 20.15.75 20.15.76 20.15.79 20.15.80 20.15.99 20.16.10 20.16.20 20.16.30 20.16.40 20.16.51 20.16.52 20.16.53 20.16.54 20.16.55 20.16.56 20.16.57 20.16.59 20.16.99 20.17.10 20.17.99 20.20.11 20.20.12 20.20.13 20.20.14 20.20.15 20.20.16 20.20.17 20.20.99 20.30.11 20.30.12 20.30.21 20.30.22 20.30.23 20.30.24 20.30.99 20.41.10 20.41.20 20.41.31 20.41.32 20.41.41 20.41.42 20.41.43 20.41.44 20.41.99 20.42.11 20.42.12 20.42.13 20.42.14 20.42.15 20.42.16 20.42.17 20.42.18 20.42.19 20.42.99 20.51.10 20.51.99 20.59.11 20.59.12 20.59.20 20.59.30 20.59.41 20.59.42 20.59.43 20.59.51 20.59.52 20.59.53 20.59.54 20.59.55 20.59.56 20.59.57 20.59.59 20.59.61 20.59.62 20.59.70 20.59.81 20.59.82 20.59.83 20.59.84 20.59.85 20.59.99 20.60.11 20.60.12 20.60.13 20.60.14 20.60.21 20.60.22 20.60.23 20.60.24 20.60.99 21.10.10 21.10.20 21.10.31 21.10.32 21.10.40 21.10.51 21.10.52 21.10.53 21.10.54 21.10.60 21.10.99 21.20.11 21.20.12 21.20.19 21.20.21 21.20.22 21.20.23 21.20.24 21.20.99 22.11.11 22.11.12 22.11.13 22.11.14 22.11.15 22.11.16 22.11.20 22.11.99 22.12.10 22.12.20 22.12.30 22.12.40 22.12.50 22.12.60 22.12.71 22.12.72 22.12.73 22.12.99 22.21.10 22.21.21 22.21.22 22.21.30 22.21.41 22.21.42 22.21.43 22.21.44 22.21.99 22.22.11 22.22.12 22.22.13 22.22.14 22.22.19 22.22.99 22.23.10 22.23.99 22.24.11 22.24.12 22.24.13 22.24.14 22.24.19 22.24.20 22.24.99 22.25.00 22.26.10 22.26.21 22.26.22 22.26.23 22.26.24 22.26.25 22.26.91 22.26.99 23.11.11 23.11.12 23.11.99 23.12.11 23.12.12 23.12.13 23.12.14 23.12.20 23.12.99 23.13.11 23.13.12 23.13.13 23.13.14 23.13.91 23.13.92 23.13.99 23.14.11 23.14.12 23.14.99 23.15.11 23.15.12 23.15.21 23.15.22 23.15.23 23.15.24 23.15.25 23.15.29 23.15.91 23.15.99 23.20.11 23.20.12 23.20.13 23.20.14 23.20.99 23.31.10 23.31.99 23.32.11 23.32.12 23.32.13 23.32.99 23.41.11 23.41.12 23.41.13 23.41.99 23.42.10 23.42.99 23.43.10 23.43.99 23.44.11 23.44.12 23.44.99 23.45.11 23.45.19 23.45.99 23.51.11 23.51.12 23.51.99 23.52.10 23.52.20 23.52.30 23.52.99 23.61.11 23.61.12 23.61.20 23.61.99 23.62.10 23.62.99 23.63.10 23.63.99 23.64.10 23.64.99 23.65.11 23.65.12 23.65.99 23.66.11 23.66.12 23.66.99 23.70.11 23.70.12 23.70.99 23.91.11 23.91.12 23.91.99 23.99.11 23.99.12 23.99.13 23.99.14 23.99.15 23.99.19 23.99.99 24.10.11 24.10.12 24.10.13 24.10.14 24.10.21 24.10.22 24.10.23 24.10.31 24.10.32 24.10.33 24.10.34 24.10.35 24.10.36 24.10.41 24.10.42 24.10.43 24.10.51 24.10.52 24.10.53 24.10.54 24.10.55 24.10.61 24.10.62 24.10.63 24.10.64 24.10.65 24.10.66 24.10.67 24.10.71 24.10.72 24.10.73 24.10.74 24.10.75 24.10.99 24.20.11 24.20.12 24.20.13 24.20.14 24.20.21 24.20.22 24.20.23 24.20.24 24.20.31 24.20.32 24.20.33 24.20.34 24.20.35 24.20.40 24.20.99 24.31.10 24.31.20 24.31.30 24.31.99 24.32.10 24.32.20 24.32.99 24.33.11 24.33.12 24.33.20 24.33.30 24.33.99 24.34.11 24.34.12 24.34.13 24.34.99 24.41.10 24.41.20 24.41.30 24.41.40 24.41.50 24.41.99 24.42.11 24.42.12 24.42.21 24.42.22 24.42.23 24.42.24 24.42.25 24.42.26 24.42.99 24.43.11 24.43.12 24.43.13 24.43.21 24.43.22 24.43.23 24.43.24 24.43.99 24.44.11 24.44.12 24.44.13 24.44.21 24.44.22 24.44.23 24.44.24 24.44.25 24.44.26 24.44.99 24.45.11 24.45.12 24.45.21 24.45.22 24.45.23 24.45.24 24.45.30 24.45.99 24.46.10 24.46.99 24.51.11 24.51.12 24.51.13 24.51.20 24.51.30 24.51.99 24.52.10 24.52.20 24.52.30 24.53.00 24.54.00 25.11.10 25.11.21 25.11.22 25.11.23 25.11.99 25.12.10 25.12.99 25.21.11 25.21.12 25.21.13 25.21.14 25.21.21 25.21.22 25.21.99 25.22.11 25.22.12 25.22.99 25.30.11 25.30.12 25.30.13 25.30.14 25.30.99 25.40.10 25.40.20 25.40.30 25.40.40 25.51.01 25.51.02 25.52.00 25.53.10 25.53.20 25.61.11 25.61.12 25.61.13 25.61.14 25.61.15 25.61.99 25.62.11 25.62.12 25.62.13 25.62.14 25.62.99 25.63.10 25.63.20 25.63.30 25.63.40 25.63.50 25.63.60 25.63.99 25.91.11 25.91.12 25.91.99 25.92.11 25.92.12 25.92.13 25.92.99 25.93.11 25.93.12 25.93.13 25.93.14 25.93.15 25.93.16 25.93.17 25.93.18 25.93.99 25.94.11 25.94.12 25.94.13 25.94.99 25.99.11 25.99.12 25.99.21 25.99.22 25.99.23 25.99.24 25.99.25 25.99.26 25.99.29 25.99.99 26.11.11 26.11.12 26.11.21 26.11.22 26.11.23 26.11.30 26.11.40 26.11.50 26.11.91 26.11.99 26.12.10 26.12.20 26.12.30 26.12.91 26.12.99 26.20.11 26.20.12 26.20.13 26.20.14 26.20.15 26.20.16 26.20.17 26.20.18 26.20.21 26.20.22 26.20.30 26.20.40 26.20.91 26.20.99 26.30.11 26.30.12 26.30.13 26.30.21 26.30.22 26.30.23 26.30.30 26.30.40 26.30.99 26.40.11 26.40.12 26.40.20 26.40.31 26.40.32 26.40.33 26.40.34 26.40.41 26.40.42 26.40.43 26.40.49 26.40.51 26.40.52 26.40.60 26.40.99 26.51.11 26.51.12 26.51.20 26.51.31 26.51.32 26.51.39 26.51.41 26.51.42 26.51.43 26.51.44 26.51.49 26.51.51 26.51.52 26.51.59 26.51.61 26.51.62 26.51.63 26.51.64 26.51.65 26.51.66 26.51.67 26.51.69 26.51.70 26.51.81 26.51.82 26.51.83 26.51.84 26.51.85 26.51.86 26.51.87 26.51.99 26.52.11 26.52.12 26.52.13 26.52.14 26.52.21 26.52.22 26.52.23 26.52.24 26.52.99 26.60.11 26.60.12 26.60.13 26.60.14 26.60.15 26.60.91 26.60.99 26.70.11 26.70.12 26.70.13 26.70.14 26.70.15 26.70.16 26.70.19 26.70.21 26.70.22 26.70.23 26.70.24 26.70.25 26.70.26 26.70.31 26.70.32 26.70.33 26.70.34 26.70.99 27.11.10 27.11.21 27.11.22 27.11.23 27.11.24 27.11.25 27.11.26 27.11.31 27.11.32 27.11.41 27.11.42 27.11.43 27.11.50 27.11.60 27.11.71 27.11.72 27.11.99 27.12.10 27.12.21 27.12.22 27.12.23 27.12.24 27.12.31 27.12.32 27.12.40 27.12.99 27.20.11 27.20.12 27.20.21 27.20.22 27.20.23 27.20.24 27.20.25 27.20.99 27.31.11 27.31.12 27.31.99 27.32.11 27.32.12 27.32.13 27.32.14 27.32.99 27.33.11 27.33.12 27.33.13 27.33.14 27.33.99 27.40.11 27.40.12 27.40.13 27.40.14 27.40.15 27.40.21 27.40.22 27.40.23 27.40.24 27.40.25 27.40.30 27.40.41 27.40.42 27.40.99 27.51.11 27.51.12 27.51.13 27.51.14 27.51.15 27.51.21 27.51.22 27.51.23 27.51.24 27.51.25 27.51.26 27.51.27 27.51.28 27.51.29 27.51.30 27.51.99 27.52.11 27.52.12 27.52.13 27.52.14 27.52.20 27.52.99 27.90.11 27.90.12 27.90.13 27.90.14 27.90.20 27.90.31 27.90.32 27.90.33 27.90.41 27.90.42 27.90.43 27.90.44 27.90.45 27.90.51 27.90.52 27.90.53 27.90.60 27.90.70 27.90.81 27.90.82 27.90.99 28.11.11 28.11.12 28.11.13 28.11.21 28.11.22 28.11.23 28.11.24 28.11.31 28.11.32 28.11.33 28.11.34 28.11.41 28.11.49 28.11.99 28.12.11 28.12.12 28.12.13 28.12.14 28.12.15 28.12.16 28.12.20 28.12.99 28.13.11 28.13.12 28.13.13 28.13.14 28.13.21 28.13.22 28.13.23 28.13.24 28.13.25 28.13.26 28.13.27 28.13.28 28.13.31 28.13.32 28.13.99 28.14.11 28.14.12 28.14.13 28.14.20 28.14.99 28.15.10 28.15.21 28.15.22 28.15.23 28.15.24 28.15.25 28.15.26 28.15.31 28.15.32 28.15.39 28.15.99 28.21.11 28.21.12 28.21.13 28.21.14 28.21.15 28.21.16 28.21.17 28.21.18 28.21.19 28.21.99 28.22.11 28.22.12 28.22.13 28.22.14 28.22.15 28.22.16 28.22.17 28.22.18 28.22.19 28.22.20 28.22.99 28.23.10 28.23.21 28.23.22 28.23.91 28.23.99 28.24.11 28.24.12 28.24.21 28.24.22 28.24.99 28.25.11 28.25.12 28.25.13 28.25.14 28.25.20 28.25.30 28.25.99 28.29.11 28.29.12 28.29.13 28.29.21 28.29.22 28.29.23 28.29.31 28.29.32 28.29.33 28.29.41 28.29.42 28.29.43 28.29.50 28.29.60 28.29.70 28.29.81 28.29.82 28.29.83 28.29.84 28.29.85 28.29.86 28.29.99 28.30.11 28.30.12 28.30.13 28.30.14 28.30.15 28.30.21 28.30.22 28.30.23 28.30.24 28.30.29 28.30.30 28.30.41 28.30.42 28.30.43 28.30.44 28.30.49 28.30.50 28.30.60 28.30.71 28.30.72 28.30.73 28.30.74 28.30.75 28.30.79 28.30.80 28.30.99 28.41.11 28.41.12 28.41.21 28.41.22 28.41.23 28.41.24 28.41.31 28.41.32 28.41.33 28.41.34 28.41.40 28.41.99 28.42.11 28.42.12 28.42.21 28.42.22 28.42.23 28.42.24 28.42.99 28.91.11 28.91.12 28.91.99 28.92.11 28.92.12 28.92.21 28.92.22 28.92.23 28.92.24 28.92.25 28.92.26 28.92.27 28.92.28 28.92.30 28.92.40 28.92.51 28.92.52 28.92.99 28.93.11 28.93.12 28.93.13 28.93.14 28.93.15 28.93.16 28.93.17 28.93.18 28.93.20 28.93.31 28.93.32 28.93.33 28.93.34 28.93.99 28.94.11 28.94.12 28.94.13 28.94.14 28.94.15 28.94.21 28.94.22 28.94.23 28.94.24 28.94.30 28.94.40 28.94.51 28.94.52 28.94.99 28.95.11 28.95.12 28.95.99 28.96.10 28.96.20 28.96.99 28.97.10 28.97.99 28.99.11 28.99.12 28.99.13 28.99.14 28.99.20 28.99.31 28.99.32 28.99.33 28.99.39 28.99.40 28.99.51 28.99.52 28.99.99 29.10.11 29.10.12 29.10.13 29.10.21 29.10.22 29.10.23 29.10.24 29.10.25 29.10.30 29.10.41 29.10.42 29.10.43 29.10.44 29.10.45 29.10.46 29.10.47 29.10.51 29.10.52 29.10.59 29.10.99 29.20.10 29.20.21 29.20.22 29.20.23 29.20.30 29.20.40 29.20.50 29.20.99 29.31.10 29.31.21 29.31.22 29.31.23 29.31.30 29.31.99 29.32.10 29.32.20 29.32.30 29.32.91 29.32.92 29.32.99 30.11.11 30.11.12 30.11.13 30.11.14 30.11.21 30.11.22 30.11.23 30.11.30 30.11.40 30.11.91 30.11.92 30.11.99 30.12.11 30.12.12 30.12.13 30.12.14 30.12.91 30.12.99 30.13.10 30.13.99 30.20.11 30.20.12 30.20.13 30.20.20 30.20.31 30.20.32 30.20.33 30.20.40 30.20.91 30.20.99 30.31.11 30.31.12 30.31.13 30.31.14 30.31.15 30.31.16 30.31.20 30.31.31 30.31.32 30.31.33 30.31.34 30.31.40 30.31.50 30.31.61 30.31.62 30.31.70 30.31.98 30.31.99 30.32.11 30.32.12 30.32.98 30.32.99 30.40.10 30.40.99 30.91.11 30.91.12 30.91.13 30.91.20 30.91.31 30.91.32 30.91.99 30.92.11 30.92.12 30.92.13 30.92.20 30.92.30 30.92.40 30.92.99 30.99.10 30.99.99 31.00.11 31.00.12 31.00.13 31.00.20 31.00.31 31.00.32 31.00.41 31.00.42 31.00.43 31.00.44 31.00.50 31.00.61 31.00.62 31.00.63 31.00.64 31.00.70 31.00.80 31.00.99 32.11.10 32.11.99 32.12.11 32.12.12 32.12.13 32.12.14 32.12.99 32.13.10 32.13.99 32.20.11 32.20.12 32.20.13 32.20.14 32.20.15 32.20.16 32.20.20 32.20.99 32.30.11 32.30.12 32.30.13 32.30.14 32.30.15 32.30.16 32.30.99 32.40.11 32.40.12 32.40.13 32.40.20 32.40.31 32.40.32 32.40.39 32.40.41 32.40.42 32.40.99 32.50.11 32.50.12 32.50.13 32.50.14 32.50.21 32.50.22 32.50.30 32.50.41 32.50.42 32.50.43 32.50.44 32.50.50 32.50.99 32.91.11 32.91.12 32.91.19 32.91.99 32.99.11 32.99.12 32.99.13 32.99.14 32.99.15 32.99.16 32.99.21 32.99.22 32.99.23 32.99.24 32.99.30 32.99.41 32.99.42 32.99.43 32.99.51 32.99.52 32.99.53 32.99.54 32.99.55 32.99.59 32.99.60 32.99.99 33.11.01 33.11.02 33.11.03 33.11.04 33.11.05 33.12.11 33.12.12 33.12.13 33.12.14 33.12.15 33.12.16 33.12.17 33.12.18 33.12.19 33.12.21 33.12.22 33.12.23 33.12.24 33.12.25 33.12.26 33.12.27 33.12.28 33.12.29 33.13.01 33.13.02 33.13.03 33.13.04 33.14.01 33.14.02 33.15.00 33.16.01 33.16.02 33.17.01 33.17.09 33.18.01 33.18.02 33.18.03 33.18.04 33.19.00 33.20.11 33.20.12 33.20.21 33.20.29 33.20.31 33.20.32 33.20.33 33.20.34 33.20.35 33.20.36 33.20.37 33.20.38 33.20.39 33.20.41 33.20.42 33.20.50 33.20.60 33.20.70 33.20.90 35.11.00 35.12.00 35.13.00 35.14.00 35.15.01 35.15.02 35.16.00 35.21.01 35.21.02 35.21.03 35.22.00 35.23.00 35.24.00 35.30.11 35.30.12 35.30.20 35.30.31 35.30.32 35.40.00 36.00.11 36.00.12 36.00.21 36.00.22 36.00.23 36.00.30 37.00.11 37.00.12 37.00.20 38.11.11 38.11.19 38.11.21 38.11.29 38.11.31 38.11.39 38.11.41 38.11.42 38.11.51 38.11.52 38.11.53 38.11.54 38.11.55 38.11.56 38.11.57 38.11.58 38.11.59 38.11.60 38.11.71 38.11.79 38.12.11 38.12.12 38.12.13 38.12.14 38.12.21 38.12.22 38.12.23 38.12.24 38.12.25 38.12.26 38.12.27 38.12.28 38.12.30 38.21.11 38.21.12 38.21.13 38.21.21 38.21.22 38.21.23 38.21.24 38.21.25 38.21.26 38.21.31 38.21.32 38.21.33 38.21.34 38.21.35 38.21.36 38.21.37 38.21.41 38.21.42 38.21.43 38.21.50 38.22.10 38.22.20 38.23.00 38.31.10 38.31.20 38.31.30 38.31.40 38.31.50 38.31.60 38.32.11 38.32.12 38.32.21 38.32.22 38.32.23 38.32.24 38.32.25 38.32.26 38.33.00 39.00.11 39.00.12 39.00.13 39.00.14 39.00.21 39.00.22 39.00.23 41.00.11 41.00.12 41.00.13 41.00.14 41.00.21 41.00.22 41.00.23 41.00.24 41.00.25 41.00.26 41.00.27 41.00.28 41.00.29 41.00.31 41.00.32 41.00.33 41.00.34 41.00.41 41.00.42 41.00.43 41.00.44 41.00.45 41.00.46 41.00.47 41.00.48 41.00.49 42.11.10 42.11.20 42.12.10 42.12.20 42.13.10 42.13.20 42.21.11 42.21.12 42.21.13 42.21.21 42.21.22 42.21.23 42.21.24 42.22.11 42.22.12 42.22.13 42.22.21 42.22.22 42.22.23 42.91.10 42.91.20 42.99.11 42.99.12 42.99.19 42.99.21 42.99.22 42.99.23 42.99.29 43.11.00 43.12.01 43.12.02 43.13.00 43.21.00 43.22.11 43.22.12 43.22.20 43.23.10 43.23.20 43.24.00 43.31.00 43.32.01 43.32.02 43.32.09 43.33.10 43.33.20 43.33.90 43.34.10 43.34.20 43.35.01 43.35.09 43.41.01 43.41.09 43.42.11 43.42.12 43.42.90 43.50.01 43.50.02 43.50.03 43.60.00 43.91.00 43.99.10 43.99.20 43.99.30 43.99.40 43.99.90 46.11.01 46.11.02 46.11.09 46.12.01 46.12.02 46.12.03 46.13.01 46.13.02 46.14.01 46.14.02 46.14.03 46.15.01 46.15.02 46.15.03 46.15.04 46.16.01 46.16.02 46.16.03 46.17.01 46.17.02 46.17.03 46.18.11 46.18.12 46.18.13 46.18.14 46.18.21 46.18.22 46.19.00 46.21.11 46.21.12 46.21.13 46.21.14 46.21.20 46.22.00 46.23.00 46.24.00 46.31.01 46.31.02 46.32.01 46.32.02 46.32.03 46.33.01 46.33.02 46.33.03 46.34.01 46.34.02 46.35.00 46.36.01 46.36.02 46.36.03 46.37.00 46.38.01 46.38.09 46.39.01 46.39.02 46.41.01 46.41.02 46.41.03 46.41.04 46.42.01 46.42.02 46.43.01 46.43.02 46.43.03 46.43.04 46.44.01 46.44.02 46.45.00 46.46.01 46.46.02 46.47.11 46.47.12 46.47.13 46.47.20 46.48.00 46.49.11 46.49.12 46.49.13 46.49.19 46.49.21 46.49.22 46.49.23 46.49.31 46.49.32 46.49.33 46.49.34 46.49.35 46.49.36 46.49.37 46.49.39 46.50.10 46.50.21 46.50.22 46.50.23 46.50.30 46.61.01 46.61.02 46.62.01 46.62.02 46.62.03 46.63.00 46.64.01 46.64.02 46.64.03 46.64.04 46.64.05 46.64.06 46.64.07 46.64.08 46.71.11 46.71.12 46.71.21 46.71.22 46.72.01 46.72.02 46.73.00 46.81.01 46.81.02 46.81.03 46.82.01 46.82.02 46.82.03 46.82.04 46.83.01 46.83.02 46.83.03 46.83.04 46.83.05 46.83.06 46.83.07 46.83.08 46.83.09 46.84.01 46.84.02 46.84.03 46.85.01 46.85.02 46.86.01 46.86.02 46.86.03 46.86.09 46.87.00 46.89.00 46.90.00 47.21.01 47.21.02 47.22.01 47.22.02 47.23.00 47.24.01 47.24.02 47.25.10 47.25.20 47.26.00 47.27.01 47.27.02 47.27.03 47.27.04 47.27.05 47.27.09 47.30.00 47.40.01 47.40.02 47.40.03 47.51.00 47.52.01 47.52.02 47.52.03 47.52.04 47.52.05 47.52.06 47.52.07 47.52.08 47.52.09 47.53.01 47.53.02 47.54.00 47.55.01 47.55.02 47.55.03 47.55.04 47.61.00 47.62.01 47.62.02 47.63.01 47.63.02 47.63.03 47.64.00 47.69.01 47.69.02 47.69.03 47.69.04 47.69.09 47.71.00 47.72.01 47.72.02 47.73.00 47.74.01 47.74.02 47.74.03 47.75.00 47.76.01 47.76.02 47.76.03 47.76.04 47.77.00 47.78.01 47.78.02 47.78.03 47.78.04 47.78.05 47.78.09 47.79.01 47.79.02 47.79.03 47.79.04 47.79.05 47.79.06 47.79.09 47.81.11 47.81.12 47.81.21 47.81.22 47.81.30 47.81.90 47.82.10 47.82.20 47.83.00 47.92.10 47.92.20 49.11.00 49.12.00 49.20.01 49.20.02 49.20.03 49.20.04 49.20.05 49.20.06 49.20.09 49.31.11 49.31.12 49.31.21 49.31.22 49.32.01 49.32.02 49.32.03 49.32.04 49.33.00 49.34.00 49.39.00 49.41.11 49.41.12 49.41.13 49.41.14 49.41.15 49.41.16 49.41.17 49.41.18 49.41.19 49.41.20 49.42.01 49.42.09 49.50.01 49.50.02 49.50.09 50.10.11 50.10.12 50.10.19 50.10.20 50.20.11 50.20.12 50.20.13 50.20.14 50.20.15 50.20.19 50.20.21 50.20.22 50.30.11 50.30.12 50.30.13 50.30.19 50.30.20 50.40.11 50.40.12 50.40.13 50.40.14 50.40.19 50.40.21 50.40.22 51.10.11 51.10.12 51.10.13 51.10.14 51.10.15 51.10.20 51.21.11 51.21.12 51.21.13 51.21.14 51.21.20 51.22.01 51.22.02 52.10.01 52.10.02 52.10.03 52.10.09 52.21.11 52.21.19 52.21.21 52.21.22 52.21.23 52.21.24 52.21.25 52.21.29 52.21.30 52.22.01 52.22.02 52.22.03 52.22.04 52.22.05 52.22.06 52.22.09 52.23.11 52.23.12 52.23.13 52.23.20 52.24.01 52.24.02 52.24.03 52.24.09 52.25.00 52.26.00 52.31.11 52.31.12 52.31.19 52.31.20 52.32.00 53.10.01 53.10.02 53.10.03 53.10.04 53.10.09 53.20.01 53.20.02 53.20.09 53.30.00 55.10.00 55.20.01 55.20.02 55.20.03 55.30.00 55.40.00 55.90.01 55.90.02 55.90.03 55.90.09 56.11.01 56.11.02 56.11.03 56.11.09 56.12.00 56.21.01 56.21.09 56.22.11 56.22.19 56.22.20 56.30.00 56.40.00 58.11.11 58.11.12 58.11.13 58.11.14 58.11.20 58.11.31 58.11.32 58.11.41 58.11.42 58.11.50 58.11.61 58.11.62 58.12.10 58.12.20 58.12.31 58.12.32 58.13.11 58.13.12 58.13.13 58.13.20 58.13.31 58.13.32 58.13.40 58.19.11 58.19.12 58.19.13 58.19.14 58.19.15 58.19.16 58.19.21 58.19.29 58.19.30 58.19.41 58.19.42 58.19.51 58.19.52 58.19.60 58.19.71 58.19.72 58.21.10 58.21.20 58.21.30 58.21.41 58.21.42 58.21.50 58.29.11 58.29.12 58.29.21 58.29.22 58.29.23 58.29.24 58.29.25 58.29.26 58.29.31 58.29.32 58.29.33 58.29.34 58.29.35 58.29.36 58.29.41 58.29.42 59.11.11 59.11.12 59.11.13 59.11.14 59.11.21 59.11.22 59.11.23 59.11.24 59.11.25 59.11.30 59.12.01 59.12.02 59.12.03 59.12.04 59.12.05 59.12.06 59.12.07 59.12.08 59.13.01 59.13.02 59.14.00 59.20.11 59.20.12 59.20.13 59.20.21 59.20.22 59.20.31 59.20.32 59.20.33 59.20.34 59.20.35 59.20.40 60.10.11 60.10.12 60.10.20 60.10.30 60.10.40 60.20.11 60.20.12 60.20.13 60.20.20 60.20.30 60.20.40 60.31.01 60.31.02 60.39.11 60.39.12 60.39.20 60.39.30 60.39.90 61.10.11 61.10.12 61.10.13 61.10.20 61.10.30 61.10.41 61.10.42 61.10.43 61.10.44 61.10.51 61.10.52 61.10.53 61.10.54 61.10.60 61.10.70 61.10.81 61.10.82 61.10.83 61.10.90 61.20.01 61.20.02 61.90.00 62.10.11 62.10.12 62.10.21 62.10.22 62.20.10 62.20.20 62.20.30 62.20.41 62.20.42 62.20.50 62.90.10 62.90.90 63.10.11 63.10.12 63.10.13 63.10.20 63.10.31 63.10.32 63.91.10 63.91.20 63.92.11 63.92.12 63.92.90 64.11.00 64.19.11 64.19.12 64.19.21 64.19.22 64.19.23 64.19.24 64.19.25 64.19.26 64.19.27 64.19.30 64.21.00 64.22.00 64.31.00 64.32.00 64.91.00 64.92.01 64.92.02 64.92.03 64.92.04 64.92.05 64.92.06 64.92.07 64.92.09 64.99.01 64.99.02 64.99.03 64.99.04 64.99.09 65.11.00 65.12.11 65.12.12 65.12.21 65.12.22 65.12.31 65.12.32 65.12.33 65.12.34 65.12.35 65.12.36 65.12.41 65.12.42 65.12.50 65.12.61 65.12.62 65.12.71 65.12.72 65.12.73 65.12.90 65.20.11 65.20.12 65.20.13 65.20.21 65.20.22 65.20.23 65.20.24 65.20.25 65.20.31 65.20.32 65.20.41 65.20.42 65.20.50 65.20.60 65.30.01 65.30.02 66.11.01 66.11.02 66.11.09 66.12.01 66.12.02 66.12.03 66.12.04 66.19.11 66.19.12 66.19.13 66.19.14 66.19.21 66.19.22 66.19.29 66.19.31 66.19.32 66.19.41 66.19.42 66.19.49 66.19.91 66.19.99 66.21.00 66.22.00 66.29.01 66.29.09 66.30.01 66.30.02 68.11.01 68.11.02 68.11.03 68.11.04 68.11.05 68.12.01 68.12.02 68.20.01 68.20.02 68.31.01 68.31.02 68.31.03 68.31.04 68.31.05 68.31.09 68.32.01 68.32.02 68.32.03 68.32.04 69.10.01 69.10.02 69.10.03 69.10.04 69.10.05 69.10.06 69.10.07 69.10.08 69.10.09 69.20.10 69.20.21 69.20.22 69.20.23 69.20.24 69.20.29 69.20.31 69.20.32 69.20.40 70.10.00 70.20.11 70.20.12 70.20.13 70.20.14 70.20.15 70.20.16 70.20.17 70.20.20 70.20.30 71.11.10 71.11.21 71.11.22 71.11.23 71.11.24 71.11.25 71.11.31 71.11.32 71.11.33 71.11.41 71.11.42 71.12.11 71.12.12 71.12.13 71.12.14 71.12.15 71.12.16 71.12.17 71.12.18 71.12.19 71.12.20 71.12.31 71.12.32 71.12.33 71.12.34 71.12.35 71.20.01 71.20.02 71.20.03 71.20.04 71.20.05 71.20.09 72.10.11 72.10.12 72.10.13 72.10.14 72.10.15 72.10.16 72.10.17 72.10.21 72.10.22 72.10.23 72.10.24 72.10.25 72.10.26 72.10.27 72.10.28 72.10.29 72.10.31 72.10.32 72.10.33 72.10.34 72.10.41 72.10.42 72.10.43 72.10.44 72.10.45 72.10.51 72.10.52 72.10.53 72.10.54 72.10.55 72.10.60 72.20.11 72.20.12 72.20.13 72.20.14 72.20.15 72.20.16 72.20.17 72.20.18 72.20.19 72.20.21 72.20.22 72.20.23 72.20.24 72.20.25 72.20.30 72.30.00 73.11.01 73.11.02 73.11.03 73.11.04 73.12.11 73.12.12 73.12.13 73.12.14 73.12.19 73.12.20 73.20.11 73.20.12 73.20.13 73.20.14 73.20.15 73.20.16 73.20.20 73.30.00 74.11.11 74.11.12 74.11.21 74.11.22 74.12.11 74.12.12 74.12.13 74.12.21 74.12.22 74.12.23 74.13.01 74.13.02 74.14.01 74.14.02 74.20.11 74.20.12 74.20.13 74.20.21 74.20.22 74.20.23 74.20.24 74.20.29 74.20.31 74.20.32 74.20.39 74.30.01 74.30.02 74.91.01 74.91.02 74.91.03 74.99.01 74.99.02 74.99.03 74.99.04 74.99.05 74.99.09 75.00.01 75.00.02 75.00.09 77.11.01 77.11.02 77.12.01 77.12.02 77.21.00 77.22.01 77.22.02 77.22.03 77.22.04 77.22.05 77.22.06 77.22.07 77.22.09 77.31.00 77.32.00 77.33.01 77.33.02 77.34.00 77.35.00 77.39.01 77.39.02 77.39.03 77.39.04 77.39.05 77.39.06 77.39.09 77.40.01 77.40.02 77.40.03 77.40.04 77.40.09 77.51.00 77.52.00 78.10.01 78.10.02 78.20.11 78.20.12 78.20.13 78.20.14 78.20.15 78.20.16 78.20.17 78.20.18 78.20.19 78.20.21 78.20.22 78.20.23 78.20.24 78.20.25 78.20.26 78.20.29 79.11.00 79.12.01 79.12.02 79.90.10 79.90.20 80.01.10 80.01.21 80.01.22 80.01.23 80.09.01 80.09.02 80.09.09 81.10.00 81.21.01 81.21.02 81.22.01 81.22.02 81.22.03 81.23.01 81.23.02 81.23.03 81.23.09 81.30.01 81.30.02 82.10.10 82.10.21 82.10.22 82.10.23 82.20.00 82.30.01 82.30.02 82.40.00 82.91.01 82.91.02 82.92.00 82.99.01 82.99.02 82.99.09 84.11.11 84.11.12 84.11.13 84.11.14 84.11.19 84.11.21 84.11.29 84.12.01 84.12.02 84.12.03 84.12.04 84.12.05 84.13.01 84.13.02 84.13.03 84.13.04 84.13.05 84.13.06 84.13.07 84.13.08 84.21.01 84.21.02 84.21.03 84.22.01 84.22.02 84.23.01 84.23.02 84.24.01 84.24.09 84.25.01 84.25.09 84.30.01 84.30.02 84.30.03 84.30.04 85.10.00 85.20.01 85.20.02 85.31.11 85.31.12 85.31.21 85.31.22 85.32.11 85.32.12 85.32.21 85.32.22 85.33.01 85.33.02 85.33.03 85.33.04 85.40.11 85.40.12 85.40.21 85.40.22 85.40.31 85.40.32 85.40.41 85.40.42 85.51.00 85.52.01 85.52.02 85.52.03 85.52.04 85.53.01 85.53.02 85.59.01 85.59.02 85.59.03 85.59.04 85.59.09 85.61.00 85.69.00 86.10.01 86.10.02 86.10.03 86.10.04 86.10.05 86.10.06 86.21.00 86.22.01 86.22.02 86.23.01 86.23.02 86.91.01 86.91.02 86.92.00 86.93.00 86.94.01 86.94.02 86.95.01 86.95.02 86.96.00 86.97.00 86.99.01 86.99.02 86.99.09 87.10.00 87.20.01 87.20.02 87.30.01 87.30.02 87.30.03 87.91.00 87.99.01 87.99.02 87.99.03 88.10.01 88.10.02 88.10.03 88.10.04 88.10.05 88.91.01 88.91.02 88.91.03 88.99.01 88.99.02 88.99.03 88.99.09 90.11.01 90.11.02 90.12.01 90.12.02 90.13.01 90.13.09 90.20.00 90.31.01 90.31.02 90.39.01 90.39.02 90.39.03 90.39.04 91.11.00 91.12.00 91.21.10 91.21.20 91.22.00 91.30.00 91.41.00 91.42.00 92.00.11 92.00.12 92.00.13 92.00.14 92.00.19 92.00.21 92.00.22 92.00.29 93.11.00 93.12.00 93.13.00 93.19.01 93.19.02 93.19.03 93.19.09 93.21.00 93.29.11 93.29.12 93.29.19 93.29.21 93.29.22 93.29.29 94.11.00 94.12.00 94.20.00 94.91.00 94.92.00 94.99.10 94.99.21 94.99.22 94.99.23 94.99.24 94.99.25 94.99.26 94.99.27 94.99.29 95.10.01 95.10.02 95.21.00 95.22.00 95.23.00 95.24.00 95.25.01 95.25.02 95.29.01 95.29.02 95.29.03 95.29.04 95.29.09 95.31.11 95.31.12 95.31.13 95.31.14 95.31.21 95.31.22 95.31.23 95.31.30 95.32.00 95.40.00 96.10.01 96.10.02 96.10.03 96.10.04 96.10.05 96.10.06 96.21.11 96.21.12 96.21.13 96.21.14 96.21.20 96.22.01 96.22.02 96.22.03 96.23.00 96.30.01 96.30.02 96.40.00 96.91.00 96.99.01 96.99.02 96.99.03 96.99.09 97.00.01 97.00.02 97.00.03 97.00.04 97.00.09 98.10.00 98.20.00 99.00.00 ', concat(' ', normalize-space(.), ' ')))) or (./@listID != 'CG'))">
                  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" location="{schxslt:location(.)}" flag="fatal" id="HR-BR-CL-2">
                     <xsl:attribute name="test">((not(contains(normalize-space(.), ' ')) and (./@listID = 'CG') and contains(' 01.11.11 01.11.12 01.11.20 01.11.31 01.11.32 01.11.33 01.11.41 01.11.42 01.11.43 01.11.49 01.11.50 01.11.61 01.11.62 01.11.69 01.11.71 01.11.72 01.11.73 01.11.74 01.11.75 01.11.76 01.11.77 01.11.79 01.11.81 01.11.82 01.11.91 01.11.92 01.11.93 01.11.94 01.11.95 01.11.96 01.11.99 01.12.00 01.13.11 01.13.12 01.13.13 01.13.14 01.13.15 01.13.16 01.13.17 01.13.18 01.13.21 01.13.29 01.13.31 01.13.32 01.13.33 01.13.34 01.13.39 01.13.41 01.13.42 01.13.43 01.13.44 01.13.49 01.13.51 01.13.52 01.13.53 01.13.54 01.13.59 01.13.60 01.13.71 01.13.72 01.13.80 01.13.90 01.14.00 01.15.00 01.16.01 01.16.02 01.16.09 01.19.10 01.19.21 01.19.22 01.19.31 01.19.32 01.21.01 01.21.02 01.22.01 01.22.02 01.22.03 01.22.04 01.22.09 01.23.01 01.23.02 01.23.03 01.23.04 01.23.09 01.24.10 01.24.21 01.24.22 01.24.23 01.24.24 01.24.25 01.24.26 01.24.27 01.24.28 01.24.29 01.25.11 01.25.12 01.25.13 01.25.19 01.25.20 01.25.31 01.25.32 01.25.33 01.25.34 01.25.35 01.25.39 01.25.90 01.26.11 01.26.12 01.26.20 01.26.30 01.27.01 01.27.02 01.27.03 01.27.04 01.27.09 01.28.11 01.28.12 01.28.13 01.28.14 01.28.15 01.28.16 01.28.17 01.28.19 01.28.20 01.28.30 01.29.10 01.29.20 01.29.30 01.30.00 01.41.10 01.41.20 01.41.30 01.42.11 01.42.12 01.42.20 01.43.01 01.43.02 01.44.00 01.45.11 01.45.12 01.45.21 01.45.22 01.45.30 01.46.00 01.47.11 01.47.12 01.47.13 01.47.14 01.47.15 01.47.21 01.47.22 01.47.23 01.47.24 01.48.11 01.48.12 01.48.13 01.48.14 01.48.19 01.48.21 01.48.22 01.48.23 01.48.24 01.48.25 01.48.26 01.48.27 01.48.28 01.48.31 01.48.32 01.48.33 01.61.00 01.62.01 01.62.02 01.63.01 01.63.02 01.70.00 02.10.11 02.10.12 02.10.20 02.10.30 02.20.01 02.20.02 02.20.03 02.20.04 02.20.05 02.30.11 02.30.12 02.30.20 02.30.30 02.30.40 02.40.00 03.00.11 03.00.12 03.00.13 03.00.14 03.00.21 03.00.22 03.00.23 03.00.24 03.00.31 03.00.32 03.00.41 03.00.42 03.00.43 03.00.44 03.00.45 03.00.46 03.00.51 03.00.52 03.00.61 03.00.62 03.00.63 03.00.64 03.00.65 03.00.66 03.00.69 03.00.71 03.00.72 05.10.01 05.10.02 05.20.00 06.10.11 06.10.12 06.10.20 06.20.00 07.10.00 07.21.00 07.29.01 07.29.02 07.29.03 07.29.04 07.29.05 07.29.09 08.11.10 08.11.20 08.11.31 08.11.32 08.11.40 08.11.50 08.12.11 08.12.12 08.12.13 08.12.14 08.12.21 08.12.22 08.91.01 08.91.02 08.91.09 08.92.00 08.93.00 08.99.10 08.99.21 08.99.22 08.99.23 09.10.01 09.10.02 09.10.03 09.90.01 09.90.02 09.90.09 10.11.11 10.11.12 10.11.13 10.11.14 10.11.15 10.11.20 10.11.31 10.11.32 10.11.33 10.11.34 10.11.35 10.11.36 10.11.41 10.11.42 10.11.43 10.11.44 10.11.45 10.11.50 10.11.60 10.11.99 10.12.10 10.12.20 10.12.30 10.12.40 10.12.50 10.12.99 10.13.11 10.13.12 10.13.13 10.13.14 10.13.15 10.13.16 10.13.91 10.13.99 10.20.11 10.20.12 10.20.13 10.20.14 10.20.15 10.20.16 10.20.21 10.20.22 10.20.23 10.20.24 10.20.25 10.20.26 10.20.31 10.20.32 10.20.33 10.20.34 10.20.41 10.20.42 10.20.91 10.20.99 10.31.11 10.31.12 10.31.13 10.31.14 10.31.91 10.31.99 10.32.11 10.32.12 10.32.13 10.32.14 10.32.15 10.32.16 10.32.17 10.32.18 10.32.99 10.39.11 10.39.12 10.39.13 10.39.14 10.39.15 10.39.16 10.39.17 10.39.18 10.39.21 10.39.22 10.39.23 10.39.24 10.39.25 10.39.26 10.39.30 10.39.91 10.39.99 10.41.11 10.41.12 10.41.13 10.41.21 10.41.22 10.41.23 10.41.24 10.41.25 10.41.26 10.41.30 10.41.41 10.41.42 10.41.51 10.41.52 10.41.53 10.41.54 10.41.55 10.41.56 10.41.57 10.41.58 10.41.59 10.41.60 10.41.71 10.41.72 10.41.99 10.42.10 10.42.99 10.51.11 10.51.12 10.51.21 10.51.22 10.51.30 10.51.40 10.51.51 10.51.52 10.51.53 10.51.54 10.51.55 10.51.56 10.51.59 10.51.99 10.52.10 10.52.99 10.61.11 10.61.12 10.61.21 10.61.22 10.61.23 10.61.24 10.61.31 10.61.32 10.61.33 10.61.40 10.61.99 10.62.11 10.62.12 10.62.13 10.62.14 10.62.20 10.62.99 10.71.11 10.71.12 10.71.99 10.72.11 10.72.12 10.72.13 10.72.99 10.73.11 10.73.12 10.73.99 10.81.11 10.81.12 10.81.13 10.81.14 10.81.20 10.81.99 10.82.11 10.82.12 10.82.13 10.82.14 10.82.21 10.82.22 10.82.23 10.82.24 10.82.30 10.82.99 10.83.11 10.83.12 10.83.13 10.83.14 10.83.15 10.83.99 10.84.11 10.84.12 10.84.21 10.84.22 10.84.23 10.84.30 10.84.99 10.85.11 10.85.12 10.85.13 10.85.14 10.85.15 10.85.99 10.86.10 10.86.99 10.89.11 10.89.12 10.89.13 10.89.14 10.89.15 10.89.16 10.89.17 10.89.19 10.89.99 10.91.10 10.91.20 10.91.30 10.91.99 10.92.10 10.92.99 11.01.10 11.01.99 11.02.11 11.02.12 11.02.20 11.02.30 11.02.99 11.03.10 11.03.99 11.04.10 11.04.99 11.05.11 11.05.12 11.05.20 11.05.99 11.06.10 11.06.99 11.07.11 11.07.12 11.07.99 12.00.11 12.00.12 12.00.13 12.00.20 12.00.99 13.10.10 13.10.21 13.10.22 13.10.23 13.10.24 13.10.25 13.10.26 13.10.27 13.10.31 13.10.32 13.10.40 13.10.50 13.10.61 13.10.62 13.10.71 13.10.72 13.10.81 13.10.82 13.10.83 13.10.84 13.10.85 13.10.91 13.10.92 13.10.93 13.10.99 13.20.11 13.20.12 13.20.13 13.20.14 13.20.15 13.20.20 13.20.31 13.20.32 13.20.33 13.20.41 13.20.42 13.20.43 13.20.44 13.20.45 13.20.50 13.20.99 13.30.01 13.30.02 13.30.03 13.30.04 13.91.11 13.91.12 13.91.99 13.92.11 13.92.12 13.92.13 13.92.14 13.92.15 13.92.16 13.92.21 13.92.22 13.92.29 13.92.99 13.93.11 13.93.12 13.93.13 13.93.14 13.93.99 13.94.11 13.94.12 13.94.20 13.94.99 13.95.10 13.95.99 13.96.11 13.96.12 13.96.13 13.96.14 13.96.15 13.96.16 13.96.17 13.96.18 13.96.21 13.96.22 13.96.99 13.99.11 13.99.12 13.99.13 13.99.14 13.99.15 13.99.16 13.99.19 13.99.99 14.10.11 14.10.12 14.10.21 14.10.22 14.10.23 14.10.31 14.10.32 14.10.33 14.10.41 14.10.42 14.10.43 14.10.51 14.10.52 14.10.53 14.10.99 14.21.11 14.21.12 14.21.13 14.21.14 14.21.15 14.21.21 14.21.22 14.21.23 14.21.24 14.21.25 14.21.26 14.21.30 14.21.99 14.22.11 14.22.12 14.22.13 14.22.14 14.22.99 14.23.11 14.23.12 14.23.21 14.23.22 14.23.30 14.23.99 14.24.10 14.24.20 14.24.98 14.24.99 14.29.11 14.29.12 14.29.13 14.29.14 14.29.21 14.29.22 14.29.31 14.29.32 14.29.33 14.29.99 15.11.10 15.11.21 15.11.22 15.11.31 15.11.32 15.11.33 15.11.41 15.11.42 15.11.43 15.11.51 15.11.52 15.11.99 15.12.11 15.12.12 15.12.13 15.12.19 15.12.99 15.20.11 15.20.12 15.20.13 15.20.14 15.20.21 15.20.22 15.20.31 15.20.32 15.20.40 15.20.99 16.11.11 16.11.12 16.11.13 16.11.21 16.11.22 16.11.23 16.11.24 16.11.25 16.11.31 16.11.32 16.11.33 16.11.99 16.12.00 16.21.11 16.21.12 16.21.13 16.21.14 16.21.15 16.21.16 16.21.17 16.21.18 16.21.21 16.21.22 16.21.23 16.21.24 16.21.99 16.22.10 16.22.99 16.23.11 16.23.12 16.23.19 16.23.20 16.23.99 16.24.11 16.24.12 16.24.13 16.24.99 16.25.10 16.25.99 16.26.10 16.26.99 16.27.00 16.28.11 16.28.12 16.28.13 16.28.14 16.28.21 16.28.22 16.28.23 16.28.24 16.28.25 16.28.91 16.28.99 17.11.11 17.11.12 17.11.13 17.11.14 17.11.99 17.12.11 17.12.12 17.12.13 17.12.14 17.12.20 17.12.31 17.12.32 17.12.33 17.12.34 17.12.35 17.12.41 17.12.42 17.12.43 17.12.44 17.12.51 17.12.59 17.12.60 17.12.71 17.12.72 17.12.73 17.12.74 17.12.75 17.12.76 17.12.77 17.12.78 17.12.79 17.12.99 17.21.11 17.21.12 17.21.13 17.21.14 17.21.15 17.21.99 17.22.11 17.22.12 17.22.13 17.22.99 17.23.11 17.23.12 17.23.13 17.23.14 17.23.99 17.24.11 17.24.12 17.24.99 17.25.11 17.25.12 17.25.19 17.25.99 18.11.00 18.12.01 18.12.02 18.12.03 18.12.04 18.12.05 18.12.06 18.12.09 18.13.10 18.13.20 18.13.30 18.14.00 18.20.10 18.20.20 18.20.30 19.10.11 19.10.12 19.10.20 19.10.30 19.10.99 19.20.11 19.20.12 19.20.13 19.20.21 19.20.22 19.20.23 19.20.24 19.20.25 19.20.26 19.20.27 19.20.28 19.20.31 19.20.32 19.20.33 19.20.41 19.20.42 19.20.99 20.11.11 20.11.12 20.11.13 20.11.99 20.12.11 20.12.12 20.12.13 20.12.21 20.12.22 20.12.23 20.12.24 20.12.99 20.13.11 20.13.12 20.13.13 20.13.14 20.13.21 20.13.22 20.13.23 20.13.24 20.13.25 20.13.26 20.13.31 20.13.32 20.13.41 20.13.42 20.13.43 20.13.51 20.13.52 20.13.61 20.13.62 20.13.63 20.13.64 20.13.65 20.13.66 20.13.67 20.13.68 20.13.99 20.14.11 20.14.12 20.14.13 20.14.14 20.14.15 20.14.21 20.14.22 20.14.23 20.14.24 20.14.31 20.14.32 20.14.33 20.14.34 20.14.41 20.14.42 20.14.43 20.14.44 20.14.51 20.14.52 20.14.53 20.14.61 20.14.62 20.14.63 20.14.64 20.14.71 20.14.72 20.14.73 20.14.74 20.14.75 20.14.80 20.14.99 20.15.10 20.15.20 20.15.31 20.15.32 20.15.33 20.15.34 20.15.35 20.15.36 20.15.37 20.15.41 20.15.42 20.15.51 20.15.52 20.15.53 20.15.60 20.15.71 20.15.72 20.15.73 20.15.74 20.15.75 20.15.76 20.15.79 20.15.80 20.15.99 20.16.10 20.16.20 20.16.30 20.16.40 20.16.51 20.16.52 20.16.53 20.16.54 20.16.55 20.16.56 20.16.57 20.16.59 20.16.99 20.17.10 20.17.99 20.20.11 20.20.12 20.20.13 20.20.14 20.20.15 20.20.16 20.20.17 20.20.99 20.30.11 20.30.12 20.30.21 20.30.22 20.30.23 20.30.24 20.30.99 20.41.10 20.41.20 20.41.31 20.41.32 20.41.41 20.41.42 20.41.43 20.41.44 20.41.99 20.42.11 20.42.12 20.42.13 20.42.14 20.42.15 20.42.16 20.42.17 20.42.18 20.42.19 20.42.99 20.51.10 20.51.99 20.59.11 20.59.12 20.59.20 20.59.30 20.59.41 20.59.42 20.59.43 20.59.51 20.59.52 20.59.53 20.59.54 20.59.55 20.59.56 20.59.57 20.59.59 20.59.61 20.59.62 20.59.70 20.59.81 20.59.82 20.59.83 20.59.84 20.59.85 20.59.99 20.60.11 20.60.12 20.60.13 20.60.14 20.60.21 20.60.22 20.60.23 20.60.24 20.60.99 21.10.10 21.10.20 21.10.31 21.10.32 21.10.40 21.10.51 21.10.52 21.10.53 21.10.54 21.10.60 21.10.99 21.20.11 21.20.12 21.20.19 21.20.21 21.20.22 21.20.23 21.20.24 21.20.99 22.11.11 22.11.12 22.11.13 22.11.14 22.11.15 22.11.16 22.11.20 22.11.99 22.12.10 22.12.20 22.12.30 22.12.40 22.12.50 22.12.60 22.12.71 22.12.72 22.12.73 22.12.99 22.21.10 22.21.21 22.21.22 22.21.30 22.21.41 22.21.42 22.21.43 22.21.44 22.21.99 22.22.11 22.22.12 22.22.13 22.22.14 22.22.19 22.22.99 22.23.10 22.23.99 22.24.11 22.24.12 22.24.13 22.24.14 22.24.19 22.24.20 22.24.99 22.25.00 22.26.10 22.26.21 22.26.22 22.26.23 22.26.24 22.26.25 22.26.91 22.26.99 23.11.11 23.11.12 23.11.99 23.12.11 23.12.12 23.12.13 23.12.14 23.12.20 23.12.99 23.13.11 23.13.12 23.13.13 23.13.14 23.13.91 23.13.92 23.13.99 23.14.11 23.14.12 23.14.99 23.15.11 23.15.12 23.15.21 23.15.22 23.15.23 23.15.24 23.15.25 23.15.29 23.15.91 23.15.99 23.20.11 23.20.12 23.20.13 23.20.14 23.20.99 23.31.10 23.31.99 23.32.11 23.32.12 23.32.13 23.32.99 23.41.11 23.41.12 23.41.13 23.41.99 23.42.10 23.42.99 23.43.10 23.43.99 23.44.11 23.44.12 23.44.99 23.45.11 23.45.19 23.45.99 23.51.11 23.51.12 23.51.99 23.52.10 23.52.20 23.52.30 23.52.99 23.61.11 23.61.12 23.61.20 23.61.99 23.62.10 23.62.99 23.63.10 23.63.99 23.64.10 23.64.99 23.65.11 23.65.12 23.65.99 23.66.11 23.66.12 23.66.99 23.70.11 23.70.12 23.70.99 23.91.11 23.91.12 23.91.99 23.99.11 23.99.12 23.99.13 23.99.14 23.99.15 23.99.19 23.99.99 24.10.11 24.10.12 24.10.13 24.10.14 24.10.21 24.10.22 24.10.23 24.10.31 24.10.32 24.10.33 24.10.34 24.10.35 24.10.36 24.10.41 24.10.42 24.10.43 24.10.51 24.10.52 24.10.53 24.10.54 24.10.55 24.10.61 24.10.62 24.10.63 24.10.64 24.10.65 24.10.66 24.10.67 24.10.71 24.10.72 24.10.73 24.10.74 24.10.75 24.10.99 24.20.11 24.20.12 24.20.13 24.20.14 24.20.21 24.20.22 24.20.23 24.20.24 24.20.31 24.20.32 24.20.33 24.20.34 24.20.35 24.20.40 24.20.99 24.31.10 24.31.20 24.31.30 24.31.99 24.32.10 24.32.20 24.32.99 24.33.11 24.33.12 24.33.20 24.33.30 24.33.99 24.34.11 24.34.12 24.34.13 24.34.99 24.41.10 24.41.20 24.41.30 24.41.40 24.41.50 24.41.99 24.42.11 24.42.12 24.42.21 24.42.22 24.42.23 24.42.24 24.42.25 24.42.26 24.42.99 24.43.11 24.43.12 24.43.13 24.43.21 24.43.22 24.43.23 24.43.24 24.43.99 24.44.11 24.44.12 24.44.13 24.44.21 24.44.22 24.44.23 24.44.24 24.44.25 24.44.26 24.44.99 24.45.11 24.45.12 24.45.21 24.45.22 24.45.23 24.45.24 24.45.30 24.45.99 24.46.10 24.46.99 24.51.11 24.51.12 24.51.13 24.51.20 24.51.30 24.51.99 24.52.10 24.52.20 24.52.30 24.53.00 24.54.00 25.11.10 25.11.21 25.11.22 25.11.23 25.11.99 25.12.10 25.12.99 25.21.11 25.21.12 25.21.13 25.21.14 25.21.21 25.21.22 25.21.99 25.22.11 25.22.12 25.22.99 25.30.11 25.30.12 25.30.13 25.30.14 25.30.99 25.40.10 25.40.20 25.40.30 25.40.40 25.51.01 25.51.02 25.52.00 25.53.10 25.53.20 25.61.11 25.61.12 25.61.13 25.61.14 25.61.15 25.61.99 25.62.11 25.62.12 25.62.13 25.62.14 25.62.99 25.63.10 25.63.20 25.63.30 25.63.40 25.63.50 25.63.60 25.63.99 25.91.11 25.91.12 25.91.99 25.92.11 25.92.12 25.92.13 25.92.99 25.93.11 25.93.12 25.93.13 25.93.14 25.93.15 25.93.16 25.93.17 25.93.18 25.93.99 25.94.11 25.94.12 25.94.13 25.94.99 25.99.11 25.99.12 25.99.21 25.99.22 25.99.23 25.99.24 25.99.25 25.99.26 25.99.29 25.99.99 26.11.11 26.11.12 26.11.21 26.11.22 26.11.23 26.11.30 26.11.40 26.11.50 26.11.91 26.11.99 26.12.10 26.12.20 26.12.30 26.12.91 26.12.99 26.20.11 26.20.12 26.20.13 26.20.14 26.20.15 26.20.16 26.20.17 26.20.18 26.20.21 26.20.22 26.20.30 26.20.40 26.20.91 26.20.99 26.30.11 26.30.12 26.30.13 26.30.21 26.30.22 26.30.23 26.30.30 26.30.40 26.30.99 26.40.11 26.40.12 26.40.20 26.40.31 26.40.32 26.40.33 26.40.34 26.40.41 26.40.42 26.40.43 26.40.49 26.40.51 26.40.52 26.40.60 26.40.99 26.51.11 26.51.12 26.51.20 26.51.31 26.51.32 26.51.39 26.51.41 26.51.42 26.51.43 26.51.44 26.51.49 26.51.51 26.51.52 26.51.59 26.51.61 26.51.62 26.51.63 26.51.64 26.51.65 26.51.66 26.51.67 26.51.69 26.51.70 26.51.81 26.51.82 26.51.83 26.51.84 26.51.85 26.51.86 26.51.87 26.51.99 26.52.11 26.52.12 26.52.13 26.52.14 26.52.21 26.52.22 26.52.23 26.52.24 26.52.99 26.60.11 26.60.12 26.60.13 26.60.14 26.60.15 26.60.91 26.60.99 26.70.11 26.70.12 26.70.13 26.70.14 26.70.15 26.70.16 26.70.19 26.70.21 26.70.22 26.70.23 26.70.24 26.70.25 26.70.26 26.70.31 26.70.32 26.70.33 26.70.34 26.70.99 27.11.10 27.11.21 27.11.22 27.11.23 27.11.24 27.11.25 27.11.26 27.11.31 27.11.32 27.11.41 27.11.42 27.11.43 27.11.50 27.11.60 27.11.71 27.11.72 27.11.99 27.12.10 27.12.21 27.12.22 27.12.23 27.12.24 27.12.31 27.12.32 27.12.40 27.12.99 27.20.11 27.20.12 27.20.21 27.20.22 27.20.23 27.20.24 27.20.25 27.20.99 27.31.11 27.31.12 27.31.99 27.32.11 27.32.12 27.32.13 27.32.14 27.32.99 27.33.11 27.33.12 27.33.13 27.33.14 27.33.99 27.40.11 27.40.12 27.40.13 27.40.14 27.40.15 27.40.21 27.40.22 27.40.23 27.40.24 27.40.25 27.40.30 27.40.41 27.40.42 27.40.99 27.51.11 27.51.12 27.51.13 27.51.14 27.51.15 27.51.21 27.51.22 27.51.23 27.51.24 27.51.25 27.51.26 27.51.27 27.51.28 27.51.29 27.51.30 27.51.99 27.52.11 27.52.12 27.52.13 27.52.14 27.52.20 27.52.99 27.90.11 27.90.12 27.90.13 27.90.14 27.90.20 27.90.31 27.90.32 27.90.33 27.90.41 27.90.42 27.90.43 27.90.44 27.90.45 27.90.51 27.90.52 27.90.53 27.90.60 27.90.70 27.90.81 27.90.82 27.90.99 28.11.11 28.11.12 28.11.13 28.11.21 28.11.22 28.11.23 28.11.24 28.11.31 28.11.32 28.11.33 28.11.34 28.11.41 28.11.49 28.11.99 28.12.11 28.12.12 28.12.13 28.12.14 28.12.15 28.12.16 28.12.20 28.12.99 28.13.11 28.13.12 28.13.13 28.13.14 28.13.21 28.13.22 28.13.23 28.13.24 28.13.25 28.13.26 28.13.27 28.13.28 28.13.31 28.13.32 28.13.99 28.14.11 28.14.12 28.14.13 28.14.20 28.14.99 28.15.10 28.15.21 28.15.22 28.15.23 28.15.24 28.15.25 28.15.26 28.15.31 28.15.32 28.15.39 28.15.99 28.21.11 28.21.12 28.21.13 28.21.14 28.21.15 28.21.16 28.21.17 28.21.18 28.21.19 28.21.99 28.22.11 28.22.12 28.22.13 28.22.14 28.22.15 28.22.16 28.22.17 28.22.18 28.22.19 28.22.20 28.22.99 28.23.10 28.23.21 28.23.22 28.23.91 28.23.99 28.24.11 28.24.12 28.24.21 28.24.22 28.24.99 28.25.11 28.25.12 28.25.13 28.25.14 28.25.20 28.25.30 28.25.99 28.29.11 28.29.12 28.29.13 28.29.21 28.29.22 28.29.23 28.29.31 28.29.32 28.29.33 28.29.41 28.29.42 28.29.43 28.29.50 28.29.60 28.29.70 28.29.81 28.29.82 28.29.83 28.29.84 28.29.85 28.29.86 28.29.99 28.30.11 28.30.12 28.30.13 28.30.14 28.30.15 28.30.21 28.30.22 28.30.23 28.30.24 28.30.29 28.30.30 28.30.41 28.30.42 28.30.43 28.30.44 28.30.49 28.30.50 28.30.60 28.30.71 28.30.72 28.30.73 28.30.74 28.30.75 28.30.79 28.30.80 28.30.99 28.41.11 28.41.12 28.41.21 28.41.22 28.41.23 28.41.24 28.41.31 28.41.32 28.41.33 28.41.34 28.41.40 28.41.99 28.42.11 28.42.12 28.42.21 28.42.22 28.42.23 28.42.24 28.42.99 28.91.11 28.91.12 28.91.99 28.92.11 28.92.12 28.92.21 28.92.22 28.92.23 28.92.24 28.92.25 28.92.26 28.92.27 28.92.28 28.92.30 28.92.40 28.92.51 28.92.52 28.92.99 28.93.11 28.93.12 28.93.13 28.93.14 28.93.15 28.93.16 28.93.17 28.93.18 28.93.20 28.93.31 28.93.32 28.93.33 28.93.34 28.93.99 28.94.11 28.94.12 28.94.13 28.94.14 28.94.15 28.94.21 28.94.22 28.94.23 28.94.24 28.94.30 28.94.40 28.94.51 28.94.52 28.94.99 28.95.11 28.95.12 28.95.99 28.96.10 28.96.20 28.96.99 28.97.10 28.97.99 28.99.11 28.99.12 28.99.13 28.99.14 28.99.20 28.99.31 28.99.32 28.99.33 28.99.39 28.99.40 28.99.51 28.99.52 28.99.99 29.10.11 29.10.12 29.10.13 29.10.21 29.10.22 29.10.23 29.10.24 29.10.25 29.10.30 29.10.41 29.10.42 29.10.43 29.10.44 29.10.45 29.10.46 29.10.47 29.10.51 29.10.52 29.10.59 29.10.99 29.20.10 29.20.21 29.20.22 29.20.23 29.20.30 29.20.40 29.20.50 29.20.99 29.31.10 29.31.21 29.31.22 29.31.23 29.31.30 29.31.99 29.32.10 29.32.20 29.32.30 29.32.91 29.32.92 29.32.99 30.11.11 30.11.12 30.11.13 30.11.14 30.11.21 30.11.22 30.11.23 30.11.30 30.11.40 30.11.91 30.11.92 30.11.99 30.12.11 30.12.12 30.12.13 30.12.14 30.12.91 30.12.99 30.13.10 30.13.99 30.20.11 30.20.12 30.20.13 30.20.20 30.20.31 30.20.32 30.20.33 30.20.40 30.20.91 30.20.99 30.31.11 30.31.12 30.31.13 30.31.14 30.31.15 30.31.16 30.31.20 30.31.31 30.31.32 30.31.33 30.31.34 30.31.40 30.31.50 30.31.61 30.31.62 30.31.70 30.31.98 30.31.99 30.32.11 30.32.12 30.32.98 30.32.99 30.40.10 30.40.99 30.91.11 30.91.12 30.91.13 30.91.20 30.91.31 30.91.32 30.91.99 30.92.11 30.92.12 30.92.13 30.92.20 30.92.30 30.92.40 30.92.99 30.99.10 30.99.99 31.00.11 31.00.12 31.00.13 31.00.20 31.00.31 31.00.32 31.00.41 31.00.42 31.00.43 31.00.44 31.00.50 31.00.61 31.00.62 31.00.63 31.00.64 31.00.70 31.00.80 31.00.99 32.11.10 32.11.99 32.12.11 32.12.12 32.12.13 32.12.14 32.12.99 32.13.10 32.13.99 32.20.11 32.20.12 32.20.13 32.20.14 32.20.15 32.20.16 32.20.20 32.20.99 32.30.11 32.30.12 32.30.13 32.30.14 32.30.15 32.30.16 32.30.99 32.40.11 32.40.12 32.40.13 32.40.20 32.40.31 32.40.32 32.40.39 32.40.41 32.40.42 32.40.99 32.50.11 32.50.12 32.50.13 32.50.14 32.50.21 32.50.22 32.50.30 32.50.41 32.50.42 32.50.43 32.50.44 32.50.50 32.50.99 32.91.11 32.91.12 32.91.19 32.91.99 32.99.11 32.99.12 32.99.13 32.99.14 32.99.15 32.99.16 32.99.21 32.99.22 32.99.23 32.99.24 32.99.30 32.99.41 32.99.42 32.99.43 32.99.51 32.99.52 32.99.53 32.99.54 32.99.55 32.99.59 32.99.60 32.99.99 33.11.01 33.11.02 33.11.03 33.11.04 33.11.05 33.12.11 33.12.12 33.12.13 33.12.14 33.12.15 33.12.16 33.12.17 33.12.18 33.12.19 33.12.21 33.12.22 33.12.23 33.12.24 33.12.25 33.12.26 33.12.27 33.12.28 33.12.29 33.13.01 33.13.02 33.13.03 33.13.04 33.14.01 33.14.02 33.15.00 33.16.01 33.16.02 33.17.01 33.17.09 33.18.01 33.18.02 33.18.03 33.18.04 33.19.00 33.20.11 33.20.12 33.20.21 33.20.29 33.20.31 33.20.32 33.20.33 33.20.34 33.20.35 33.20.36 33.20.37 33.20.38 33.20.39 33.20.41 33.20.42 33.20.50 33.20.60 33.20.70 33.20.90 35.11.00 35.12.00 35.13.00 35.14.00 35.15.01 35.15.02 35.16.00 35.21.01 35.21.02 35.21.03 35.22.00 35.23.00 35.24.00 35.30.11 35.30.12 35.30.20 35.30.31 35.30.32 35.40.00 36.00.11 36.00.12 36.00.21 36.00.22 36.00.23 36.00.30 37.00.11 37.00.12 37.00.20 38.11.11 38.11.19 38.11.21 38.11.29 38.11.31 38.11.39 38.11.41 38.11.42 38.11.51 38.11.52 38.11.53 38.11.54 38.11.55 38.11.56 38.11.57 38.11.58 38.11.59 38.11.60 38.11.71 38.11.79 38.12.11 38.12.12 38.12.13 38.12.14 38.12.21 38.12.22 38.12.23 38.12.24 38.12.25 38.12.26 38.12.27 38.12.28 38.12.30 38.21.11 38.21.12 38.21.13 38.21.21 38.21.22 38.21.23 38.21.24 38.21.25 38.21.26 38.21.31 38.21.32 38.21.33 38.21.34 38.21.35 38.21.36 38.21.37 38.21.41 38.21.42 38.21.43 38.21.50 38.22.10 38.22.20 38.23.00 38.31.10 38.31.20 38.31.30 38.31.40 38.31.50 38.31.60 38.32.11 38.32.12 38.32.21 38.32.22 38.32.23 38.32.24 38.32.25 38.32.26 38.33.00 39.00.11 39.00.12 39.00.13 39.00.14 39.00.21 39.00.22 39.00.23 41.00.11 41.00.12 41.00.13 41.00.14 41.00.21 41.00.22 41.00.23 41.00.24 41.00.25 41.00.26 41.00.27 41.00.28 41.00.29 41.00.31 41.00.32 41.00.33 41.00.34 41.00.41 41.00.42 41.00.43 41.00.44 41.00.45 41.00.46 41.00.47 41.00.48 41.00.49 42.11.10 42.11.20 42.12.10 42.12.20 42.13.10 42.13.20 42.21.11 42.21.12 42.21.13 42.21.21 42.21.22 42.21.23 42.21.24 42.22.11 42.22.12 42.22.13 42.22.21 42.22.22 42.22.23 42.91.10 42.91.20 42.99.11 42.99.12 42.99.19 42.99.21 42.99.22 42.99.23 42.99.29 43.11.00 43.12.01 43.12.02 43.13.00 43.21.00 43.22.11 43.22.12 43.22.20 43.23.10 43.23.20 43.24.00 43.31.00 43.32.01 43.32.02 43.32.09 43.33.10 43.33.20 43.33.90 43.34.10 43.34.20 43.35.01 43.35.09 43.41.01 43.41.09 43.42.11 43.42.12 43.42.90 43.50.01 43.50.02 43.50.03 43.60.00 43.91.00 43.99.10 43.99.20 43.99.30 43.99.40 43.99.90 46.11.01 46.11.02 46.11.09 46.12.01 46.12.02 46.12.03 46.13.01 46.13.02 46.14.01 46.14.02 46.14.03 46.15.01 46.15.02 46.15.03 46.15.04 46.16.01 46.16.02 46.16.03 46.17.01 46.17.02 46.17.03 46.18.11 46.18.12 46.18.13 46.18.14 46.18.21 46.18.22 46.19.00 46.21.11 46.21.12 46.21.13 46.21.14 46.21.20 46.22.00 46.23.00 46.24.00 46.31.01 46.31.02 46.32.01 46.32.02 46.32.03 46.33.01 46.33.02 46.33.03 46.34.01 46.34.02 46.35.00 46.36.01 46.36.02 46.36.03 46.37.00 46.38.01 46.38.09 46.39.01 46.39.02 46.41.01 46.41.02 46.41.03 46.41.04 46.42.01 46.42.02 46.43.01 46.43.02 46.43.03 46.43.04 46.44.01 46.44.02 46.45.00 46.46.01 46.46.02 46.47.11 46.47.12 46.47.13 46.47.20 46.48.00 46.49.11 46.49.12 46.49.13 46.49.19 46.49.21 46.49.22 46.49.23 46.49.31 46.49.32 46.49.33 46.49.34 46.49.35 46.49.36 46.49.37 46.49.39 46.50.10 46.50.21 46.50.22 46.50.23 46.50.30 46.61.01 46.61.02 46.62.01 46.62.02 46.62.03 46.63.00 46.64.01 46.64.02 46.64.03 46.64.04 46.64.05 46.64.06 46.64.07 46.64.08 46.71.11 46.71.12 46.71.21 46.71.22 46.72.01 46.72.02 46.73.00 46.81.01 46.81.02 46.81.03 46.82.01 46.82.02 46.82.03 46.82.04 46.83.01 46.83.02 46.83.03 46.83.04 46.83.05 46.83.06 46.83.07 46.83.08 46.83.09 46.84.01 46.84.02 46.84.03 46.85.01 46.85.02 46.86.01 46.86.02 46.86.03 46.86.09 46.87.00 46.89.00 46.90.00 47.21.01 47.21.02 47.22.01 47.22.02 47.23.00 47.24.01 47.24.02 47.25.10 47.25.20 47.26.00 47.27.01 47.27.02 47.27.03 47.27.04 47.27.05 47.27.09 47.30.00 47.40.01 47.40.02 47.40.03 47.51.00 47.52.01 47.52.02 47.52.03 47.52.04 47.52.05 47.52.06 47.52.07 47.52.08 47.52.09 47.53.01 47.53.02 47.54.00 47.55.01 47.55.02 47.55.03 47.55.04 47.61.00 47.62.01 47.62.02 47.63.01 47.63.02 47.63.03 47.64.00 47.69.01 47.69.02 47.69.03 47.69.04 47.69.09 47.71.00 47.72.01 47.72.02 47.73.00 47.74.01 47.74.02 47.74.03 47.75.00 47.76.01 47.76.02 47.76.03 47.76.04 47.77.00 47.78.01 47.78.02 47.78.03 47.78.04 47.78.05 47.78.09 47.79.01 47.79.02 47.79.03 47.79.04 47.79.05 47.79.06 47.79.09 47.81.11 47.81.12 47.81.21 47.81.22 47.81.30 47.81.90 47.82.10 47.82.20 47.83.00 47.92.10 47.92.20 49.11.00 49.12.00 49.20.01 49.20.02 49.20.03 49.20.04 49.20.05 49.20.06 49.20.09 49.31.11 49.31.12 49.31.21 49.31.22 49.32.01 49.32.02 49.32.03 49.32.04 49.33.00 49.34.00 49.39.00 49.41.11 49.41.12 49.41.13 49.41.14 49.41.15 49.41.16 49.41.17 49.41.18 49.41.19 49.41.20 49.42.01 49.42.09 49.50.01 49.50.02 49.50.09 50.10.11 50.10.12 50.10.19 50.10.20 50.20.11 50.20.12 50.20.13 50.20.14 50.20.15 50.20.19 50.20.21 50.20.22 50.30.11 50.30.12 50.30.13 50.30.19 50.30.20 50.40.11 50.40.12 50.40.13 50.40.14 50.40.19 50.40.21 50.40.22 51.10.11 51.10.12 51.10.13 51.10.14 51.10.15 51.10.20 51.21.11 51.21.12 51.21.13 51.21.14 51.21.20 51.22.01 51.22.02 52.10.01 52.10.02 52.10.03 52.10.09 52.21.11 52.21.19 52.21.21 52.21.22 52.21.23 52.21.24 52.21.25 52.21.29 52.21.30 52.22.01 52.22.02 52.22.03 52.22.04 52.22.05 52.22.06 52.22.09 52.23.11 52.23.12 52.23.13 52.23.20 52.24.01 52.24.02 52.24.03 52.24.09 52.25.00 52.26.00 52.31.11 52.31.12 52.31.19 52.31.20 52.32.00 53.10.01 53.10.02 53.10.03 53.10.04 53.10.09 53.20.01 53.20.02 53.20.09 53.30.00 55.10.00 55.20.01 55.20.02 55.20.03 55.30.00 55.40.00 55.90.01 55.90.02 55.90.03 55.90.09 56.11.01 56.11.02 56.11.03 56.11.09 56.12.00 56.21.01 56.21.09 56.22.11 56.22.19 56.22.20 56.30.00 56.40.00 58.11.11 58.11.12 58.11.13 58.11.14 58.11.20 58.11.31 58.11.32 58.11.41 58.11.42 58.11.50 58.11.61 58.11.62 58.12.10 58.12.20 58.12.31 58.12.32 58.13.11 58.13.12 58.13.13 58.13.20 58.13.31 58.13.32 58.13.40 58.19.11 58.19.12 58.19.13 58.19.14 58.19.15 58.19.16 58.19.21 58.19.29 58.19.30 58.19.41 58.19.42 58.19.51 58.19.52 58.19.60 58.19.71 58.19.72 58.21.10 58.21.20 58.21.30 58.21.41 58.21.42 58.21.50 58.29.11 58.29.12 58.29.21 58.29.22 58.29.23 58.29.24 58.29.25 58.29.26 58.29.31 58.29.32 58.29.33 58.29.34 58.29.35 58.29.36 58.29.41 58.29.42 59.11.11 59.11.12 59.11.13 59.11.14 59.11.21 59.11.22 59.11.23 59.11.24 59.11.25 59.11.30 59.12.01 59.12.02 59.12.03 59.12.04 59.12.05 59.12.06 59.12.07 59.12.08 59.13.01 59.13.02 59.14.00 59.20.11 59.20.12 59.20.13 59.20.21 59.20.22 59.20.31 59.20.32 59.20.33 59.20.34 59.20.35 59.20.40 60.10.11 60.10.12 60.10.20 60.10.30 60.10.40 60.20.11 60.20.12 60.20.13 60.20.20 60.20.30 60.20.40 60.31.01 60.31.02 60.39.11 60.39.12 60.39.20 60.39.30 60.39.90 61.10.11 61.10.12 61.10.13 61.10.20 61.10.30 61.10.41 61.10.42 61.10.43 61.10.44 61.10.51 61.10.52 61.10.53 61.10.54 61.10.60 61.10.70 61.10.81 61.10.82 61.10.83 61.10.90 61.20.01 61.20.02 61.90.00 62.10.11 62.10.12 62.10.21 62.10.22 62.20.10 62.20.20 62.20.30 62.20.41 62.20.42 62.20.50 62.90.10 62.90.90 63.10.11 63.10.12 63.10.13 63.10.20 63.10.31 63.10.32 63.91.10 63.91.20 63.92.11 63.92.12 63.92.90 64.11.00 64.19.11 64.19.12 64.19.21 64.19.22 64.19.23 64.19.24 64.19.25 64.19.26 64.19.27 64.19.30 64.21.00 64.22.00 64.31.00 64.32.00 64.91.00 64.92.01 64.92.02 64.92.03 64.92.04 64.92.05 64.92.06 64.92.07 64.92.09 64.99.01 64.99.02 64.99.03 64.99.04 64.99.09 65.11.00 65.12.11 65.12.12 65.12.21 65.12.22 65.12.31 65.12.32 65.12.33 65.12.34 65.12.35 65.12.36 65.12.41 65.12.42 65.12.50 65.12.61 65.12.62 65.12.71 65.12.72 65.12.73 65.12.90 65.20.11 65.20.12 65.20.13 65.20.21 65.20.22 65.20.23 65.20.24 65.20.25 65.20.31 65.20.32 65.20.41 65.20.42 65.20.50 65.20.60 65.30.01 65.30.02 66.11.01 66.11.02 66.11.09 66.12.01 66.12.02 66.12.03 66.12.04 66.19.11 66.19.12 66.19.13 66.19.14 66.19.21 66.19.22 66.19.29 66.19.31 66.19.32 66.19.41 66.19.42 66.19.49 66.19.91 66.19.99 66.21.00 66.22.00 66.29.01 66.29.09 66.30.01 66.30.02 68.11.01 68.11.02 68.11.03 68.11.04 68.11.05 68.12.01 68.12.02 68.20.01 68.20.02 68.31.01 68.31.02 68.31.03 68.31.04 68.31.05 68.31.09 68.32.01 68.32.02 68.32.03 68.32.04 69.10.01 69.10.02 69.10.03 69.10.04 69.10.05 69.10.06 69.10.07 69.10.08 69.10.09 69.20.10 69.20.21 69.20.22 69.20.23 69.20.24 69.20.29 69.20.31 69.20.32 69.20.40 70.10.00 70.20.11 70.20.12 70.20.13 70.20.14 70.20.15 70.20.16 70.20.17 70.20.20 70.20.30 71.11.10 71.11.21 71.11.22 71.11.23 71.11.24 71.11.25 71.11.31 71.11.32 71.11.33 71.11.41 71.11.42 71.12.11 71.12.12 71.12.13 71.12.14 71.12.15 71.12.16 71.12.17 71.12.18 71.12.19 71.12.20 71.12.31 71.12.32 71.12.33 71.12.34 71.12.35 71.20.01 71.20.02 71.20.03 71.20.04 71.20.05 71.20.09 72.10.11 72.10.12 72.10.13 72.10.14 72.10.15 72.10.16 72.10.17 72.10.21 72.10.22 72.10.23 72.10.24 72.10.25 72.10.26 72.10.27 72.10.28 72.10.29 72.10.31 72.10.32 72.10.33 72.10.34 72.10.41 72.10.42 72.10.43 72.10.44 72.10.45 72.10.51 72.10.52 72.10.53 72.10.54 72.10.55 72.10.60 72.20.11 72.20.12 72.20.13 72.20.14 72.20.15 72.20.16 72.20.17 72.20.18 72.20.19 72.20.21 72.20.22 72.20.23 72.20.24 72.20.25 72.20.30 72.30.00 73.11.01 73.11.02 73.11.03 73.11.04 73.12.11 73.12.12 73.12.13 73.12.14 73.12.19 73.12.20 73.20.11 73.20.12 73.20.13 73.20.14 73.20.15 73.20.16 73.20.20 73.30.00 74.11.11 74.11.12 74.11.21 74.11.22 74.12.11 74.12.12 74.12.13 74.12.21 74.12.22 74.12.23 74.13.01 74.13.02 74.14.01 74.14.02 74.20.11 74.20.12 74.20.13 74.20.21 74.20.22 74.20.23 74.20.24 74.20.29 74.20.31 74.20.32 74.20.39 74.30.01 74.30.02 74.91.01 74.91.02 74.91.03 74.99.01 74.99.02 74.99.03 74.99.04 74.99.05 74.99.09 75.00.01 75.00.02 75.00.09 77.11.01 77.11.02 77.12.01 77.12.02 77.21.00 77.22.01 77.22.02 77.22.03 77.22.04 77.22.05 77.22.06 77.22.07 77.22.09 77.31.00 77.32.00 77.33.01 77.33.02 77.34.00 77.35.00 77.39.01 77.39.02 77.39.03 77.39.04 77.39.05 77.39.06 77.39.09 77.40.01 77.40.02 77.40.03 77.40.04 77.40.09 77.51.00 77.52.00 78.10.01 78.10.02 78.20.11 78.20.12 78.20.13 78.20.14 78.20.15 78.20.16 78.20.17 78.20.18 78.20.19 78.20.21 78.20.22 78.20.23 78.20.24 78.20.25 78.20.26 78.20.29 79.11.00 79.12.01 79.12.02 79.90.10 79.90.20 80.01.10 80.01.21 80.01.22 80.01.23 80.09.01 80.09.02 80.09.09 81.10.00 81.21.01 81.21.02 81.22.01 81.22.02 81.22.03 81.23.01 81.23.02 81.23.03 81.23.09 81.30.01 81.30.02 82.10.10 82.10.21 82.10.22 82.10.23 82.20.00 82.30.01 82.30.02 82.40.00 82.91.01 82.91.02 82.92.00 82.99.01 82.99.02 82.99.09 84.11.11 84.11.12 84.11.13 84.11.14 84.11.19 84.11.21 84.11.29 84.12.01 84.12.02 84.12.03 84.12.04 84.12.05 84.13.01 84.13.02 84.13.03 84.13.04 84.13.05 84.13.06 84.13.07 84.13.08 84.21.01 84.21.02 84.21.03 84.22.01 84.22.02 84.23.01 84.23.02 84.24.01 84.24.09 84.25.01 84.25.09 84.30.01 84.30.02 84.30.03 84.30.04 85.10.00 85.20.01 85.20.02 85.31.11 85.31.12 85.31.21 85.31.22 85.32.11 85.32.12 85.32.21 85.32.22 85.33.01 85.33.02 85.33.03 85.33.04 85.40.11 85.40.12 85.40.21 85.40.22 85.40.31 85.40.32 85.40.41 85.40.42 85.51.00 85.52.01 85.52.02 85.52.03 85.52.04 85.53.01 85.53.02 85.59.01 85.59.02 85.59.03 85.59.04 85.59.09 85.61.00 85.69.00 86.10.01 86.10.02 86.10.03 86.10.04 86.10.05 86.10.06 86.21.00 86.22.01 86.22.02 86.23.01 86.23.02 86.91.01 86.91.02 86.92.00 86.93.00 86.94.01 86.94.02 86.95.01 86.95.02 86.96.00 86.97.00 86.99.01 86.99.02 86.99.09 87.10.00 87.20.01 87.20.02 87.30.01 87.30.02 87.30.03 87.91.00 87.99.01 87.99.02 87.99.03 88.10.01 88.10.02 88.10.03 88.10.04 88.10.05 88.91.01 88.91.02 88.91.03 88.99.01 88.99.02 88.99.03 88.99.09 90.11.01 90.11.02 90.12.01 90.12.02 90.13.01 90.13.09 90.20.00 90.31.01 90.31.02 90.39.01 90.39.02 90.39.03 90.39.04 91.11.00 91.12.00 91.21.10 91.21.20 91.22.00 91.30.00 91.41.00 91.42.00 92.00.11 92.00.12 92.00.13 92.00.14 92.00.19 92.00.21 92.00.22 92.00.29 93.11.00 93.12.00 93.13.00 93.19.01 93.19.02 93.19.03 93.19.09 93.21.00 93.29.11 93.29.12 93.29.19 93.29.21 93.29.22 93.29.29 94.11.00 94.12.00 94.20.00 94.91.00 94.92.00 94.99.10 94.99.21 94.99.22 94.99.23 94.99.24 94.99.25 94.99.26 94.99.27 94.99.29 95.10.01 95.10.02 95.21.00 95.22.00 95.23.00 95.24.00 95.25.01 95.25.02 95.29.01 95.29.02 95.29.03 95.29.04 95.29.09 95.31.11 95.31.12 95.31.13 95.31.14 95.31.21 95.31.22 95.31.23 95.31.30 95.32.00 95.40.00 96.10.01 96.10.02 96.10.03 96.10.04 96.10.05 96.10.06 96.21.11 96.21.12 96.21.13 96.21.14 96.21.20 96.22.01 96.22.02 96.22.03 96.23.00 96.30.01 96.30.02 96.40.00 96.91.00 96.99.01 96.99.02 96.99.03 96.99.09 97.00.01 97.00.02 97.00.03 97.00.04 97.00.09 98.10.00 98.20.00 99.00.00 ', concat(' ', normalize-space(.), ' ')))) or (./@listID != 'CG')</xsl:attribute>
                     <svrl:text>[HR-BR-25] - Stavka <xsl:value-of select="$lineID"/>: Svaki artikl MORA imati identifikator klasifikacije artikla iz sheme Klasifikacija proizvoda po djelatnostima: KPD (CPA) – listID „CG“, osim u slučaju računa za predujam i odobrenja.</svrl:text>
                  </svrl:failed-assert>
               </xsl:if>
            </schxslt:rule>
            <xsl:next-match>
               <xsl:with-param name="schxslt:patterns-matched" as="xs:string*" select="($schxslt:patterns-matched, 'd80aAF')"/>
            </xsl:next-match>
         </xsl:otherwise>
      </xsl:choose>
   </xsl:template>
   <xsl:function name="schxslt:location" as="xs:string">
      <xsl:param name="node" as="node()"/>
      <xsl:variable name="segments" as="xs:string*">
         <xsl:for-each select="($node/ancestor-or-self::node())">
            <xsl:variable name="position">
               <xsl:number level="single"/>
            </xsl:variable>
            <xsl:choose>
               <xsl:when test=". instance of element()">
                  <xsl:value-of select="concat('Q{', namespace-uri(.), '}', local-name(.), '[', $position, ']')"/>
               </xsl:when>
               <xsl:when test=". instance of attribute()">
                  <xsl:value-of select="concat('@Q{', namespace-uri(.), '}', local-name(.))"/>
               </xsl:when>
               <xsl:when test=". instance of processing-instruction()">
                  <xsl:value-of select="concat('processing-instruction(&#34;', name(.), '&#34;)[', $position, ']')"/>
               </xsl:when>
               <xsl:when test=". instance of comment()">
                  <xsl:value-of select="concat('comment()[', $position, ']')"/>
               </xsl:when>
               <xsl:when test=". instance of text()">
                  <xsl:value-of select="concat('text()[', $position, ']')"/>
               </xsl:when>
               <xsl:otherwise/>
            </xsl:choose>
         </xsl:for-each>
      </xsl:variable>
      <xsl:value-of select="concat('/', string-join($segments, '/'))"/>
   </xsl:function>
</xsl:transform>